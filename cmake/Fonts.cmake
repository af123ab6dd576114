# Fonts.cmake — turns installed Debian fonts into C++ arrays compiled into the app.
#
# Inter (UI text) and JetBrains Mono (code and numbers) are subset to the characters the UI shows with
# fontTools' subsetter (Debian's python3-fonttools, which tools/bootstrap.sh installs): a subset is a few tens of
# KB where the whole font is a few hundred.
set(QKV_FONT_UI "/usr/share/fonts/opentype/inter/Inter-Regular.otf" CACHE FILEPATH "UI font")
set(QKV_FONT_UI_BOLD "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf" CACHE FILEPATH "UI heading font")
set(QKV_FONT_MONO "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf" CACHE FILEPATH "Code font")
# Printable ASCII plus the few symbols the UI uses: · × … ← ↑ → ↓ − ≈ ∑ ■ ▶ ● ▾ ▸. The only list of them: the subset
# is cut from it, ImGui's glyph ranges are generated from it (QKV_FONT_RANGES), and tests/tools/text_test.py
# checks that every character the UI's sources draw is in it.
set(QKV_FONT_UNICODES "U+0020-007E,U+00B7,U+00D7,U+2026,U+2190-2193,U+2212,U+2248,U+2211,U+25A0,U+25B6,U+25CF,U+25BE,U+25B8")
string(REPLACE "," ";" font_unicode_items "${QKV_FONT_UNICODES}")
set(QKV_FONT_RANGES "")
foreach(item ${font_unicode_items})
  if(item MATCHES "^U\\+([0-9A-F]+)-([0-9A-F]+)$")
    string(APPEND QKV_FONT_RANGES "0x${CMAKE_MATCH_1},0x${CMAKE_MATCH_2},")
  elseif(item MATCHES "^U\\+([0-9A-F]+)$")
    string(APPEND QKV_FONT_RANGES "0x${CMAKE_MATCH_1},0x${CMAKE_MATCH_1},")
  else()
    message(FATAL_ERROR "QKV_FONT_UNICODES: cannot read '${item}'")
  endif()
endforeach()
string(APPEND QKV_FONT_RANGES "0")
set(QKV_FONT_PYTHON "/usr/bin/python3" CACHE FILEPATH "A Python with fontTools (python3-fonttools)")
execute_process(COMMAND ${QKV_FONT_PYTHON} -c "import fontTools.subset" RESULT_VARIABLE QKV_FONTTOOLS_MISSING
                OUTPUT_QUIET ERROR_QUIET)
if(QKV_FONTTOOLS_MISSING)
  message(FATAL_ERROR "${QKV_FONT_PYTHON} cannot import fontTools: install python3-fonttools (tools/bootstrap.sh does)")
endif()

set(QKV_FONT_SOURCES "")
foreach(font_role UI UI_BOLD MONO)
  set(font_file ${QKV_FONT_${font_role}})
  string(TOLOWER ${font_role} role_name)
  set(subset ${CMAKE_BINARY_DIR}/fonts/${role_name}.font)
  set(source ${CMAKE_BINARY_DIR}/fonts/font_${role_name}.cpp)
  add_custom_command(OUTPUT ${subset}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fonts
    COMMAND ${QKV_FONT_PYTHON} -m fontTools.subset ${font_file} --unicodes=${QKV_FONT_UNICODES}
            --output-file=${subset} --layout-features= --no-hinting --desubroutinize --name-IDs=
    DEPENDS ${font_file} VERBATIM)
  add_custom_command(OUTPUT ${source}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${subset} -DOUTPUT=${source} -DSYMBOL=font_${role_name}
            -P ${CMAKE_SOURCE_DIR}/cmake/EmbedFile.cmake
    DEPENDS ${subset} ${CMAKE_SOURCE_DIR}/cmake/EmbedFile.cmake VERBATIM)
  list(APPEND QKV_FONT_SOURCES ${source})
endforeach()

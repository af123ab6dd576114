# Fonts.cmake — turns installed Debian fonts into C++ arrays compiled into the app.
#
# Inter (UI text) and JetBrains Mono (code and numbers) are subset to the characters the UI shows with
# pyftsubset (python3-fonttools) when it is there; otherwise the whole font is embedded.
set(QKV_FONT_UI "/usr/share/fonts/opentype/inter/Inter-Regular.otf" CACHE FILEPATH "UI font")
set(QKV_FONT_UI_BOLD "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf" CACHE FILEPATH "UI heading font")
set(QKV_FONT_MONO "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf" CACHE FILEPATH "Code font")
# Printable ASCII plus the few symbols the UI uses: · × … ← ↑ → ↓ − ≈ ∑ ▶ ● ▾ ▸
set(QKV_FONT_UNICODES "U+0020-007E,U+00B7,U+00D7,U+2026,U+2190-2193,U+2212,U+2248,U+2211,U+25B6,U+25CF,U+25BE,U+25B8")
find_program(QKV_PYFTSUBSET pyftsubset)

set(QKV_FONT_SOURCES "")
foreach(font_role UI UI_BOLD MONO)
  set(font_file ${QKV_FONT_${font_role}})
  string(TOLOWER ${font_role} role_name)
  set(subset ${CMAKE_BINARY_DIR}/fonts/${role_name}.font)
  set(source ${CMAKE_BINARY_DIR}/fonts/font_${role_name}.cpp)
  if(QKV_PYFTSUBSET)
    add_custom_command(OUTPUT ${subset}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fonts
      COMMAND ${QKV_PYFTSUBSET} ${font_file} --unicodes=${QKV_FONT_UNICODES} --output-file=${subset}
              --layout-features= --no-hinting --desubroutinize --name-IDs=
      DEPENDS ${font_file} VERBATIM)
  else()
    add_custom_command(OUTPUT ${subset}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fonts
      COMMAND ${CMAKE_COMMAND} -E copy ${font_file} ${subset} DEPENDS ${font_file} VERBATIM)
  endif()
  add_custom_command(OUTPUT ${source}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${subset} -DOUTPUT=${source} -DSYMBOL=font_${role_name}
            -P ${CMAKE_SOURCE_DIR}/cmake/EmbedFile.cmake
    DEPENDS ${subset} ${CMAKE_SOURCE_DIR}/cmake/EmbedFile.cmake VERBATIM)
  list(APPEND QKV_FONT_SOURCES ${source})
endforeach()

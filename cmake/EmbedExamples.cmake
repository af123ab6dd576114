# EmbedExamples.cmake — cmake -P script: writes the lesson's example programs (EXAMPLES, a list of .py files, in
# tab order) into OUTPUT as kLessonExampleSources, raw strings the app compiles in (the web has no file system).
# The array is defined without a size: if the list and kLessonExampleCount disagree, the build stops.
set(delimiter "qkv_example")
set(body "")
foreach(example ${EXAMPLES})
  file(READ ${example} code)
  string(FIND "${code}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${example} contains the raw-string delimiter )${delimiter}\"")
  endif()
  get_filename_component(name ${example} NAME)
  string(APPEND body "    // assets/examples/${name}\n    R\"${delimiter}(${code})${delimiter}\",\n")
endforeach()
file(WRITE ${OUTPUT} "// Generated from assets/examples/*.py by cmake/EmbedExamples.cmake. Do not edit.\n"
  "#include \"app/generated/lesson_examples.hpp\"\n\nnamespace qkv::app {\n\n"
  "const char* const kLessonExampleSources[] = {\n${body}};\n\n}  // namespace qkv::app\n")

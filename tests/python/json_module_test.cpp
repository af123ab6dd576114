// json_module_test.cpp — json.dumps and json.loads: CPython 3.11's text, layouts and messages (expected text
// printed by CPython 3.11); dump and load refused.
#include <gtest/gtest.h>

#include "run_program.hpp"

namespace {
const std::string kPrelude = "import json\n";
}  // namespace

TEST(PythonJson, DumpsWritesCPythonsText) {
    EXPECT_EQ(output_of(kPrelude, "print(json.dumps({'b': [1, 2.5, None], 'a': {'x': True}}, indent=2, sort_keys=True))"),
              "{\n  \"a\": {\n    \"x\": true\n  },\n  \"b\": [\n    1,\n    2.5,\n    null\n  ]\n}\n");
    EXPECT_EQ(output_of(kPrelude, "print(json.dumps(['\\u00e9', float('inf'), 2**64, (1,)]), json.dumps('\\u00e9\\n', ensure_ascii=False))"),
              "[\"\\u00e9\", Infinity, 18446744073709551616, [1]] \"\xc3\xa9\\n\"\n");
}

TEST(PythonJson, DumpsMessagesAreCPythons) {
    EXPECT_EQ(error_of(kPrelude, "json.dumps({(1,): 2})"), "TypeError: keys must be str, int, float, bool or None, not tuple");
    EXPECT_EQ(error_of(kPrelude, "json.dumps(float('nan'), allow_nan=False)"),
              "ValueError: Out of range float values are not JSON compliant");
    EXPECT_EQ(error_of(kPrelude, "json.dumps(1, indnt=2)"),
              "TypeError: JSONEncoder.__init__() got an unexpected keyword argument 'indnt'");
    EXPECT_EQ(error_of(kPrelude, "json.dumps({1, 2})"), "TypeError: Object of type set is not JSON serializable");
    EXPECT_EQ(error_of(kPrelude, "a = []\na.append(a)\njson.dumps(a)"), "ValueError: Circular reference detected");
}

TEST(PythonJson, LoadsReadsNumbersStringsAndContainers) {
    EXPECT_EQ(output_of(kPrelude, "print(json.loads('{\"a\": [1, 2.0, \"\\\\u00e9\\\\t\"], \"b\": -1e-3}'))"),
              "{'a': [1, 2.0, '\xc3\xa9\\t'], 'b': -0.001}\n");
}

TEST(PythonJson, LoadsErrorsNameWhatWasExpectedAndWhere) {
    EXPECT_EQ(output_of(kPrelude, "for s in ['[1,]', '{\"a\" 1}', '\"abc', '{\"a\": 1} x']:\n"
                                  "    try: json.loads(s)\n"
                                  "    except json.JSONDecodeError as e: print(e.msg, e.pos, e.lineno, e.colno)\n"),
              "Expecting value 3 1 4\nExpecting ':' delimiter 5 1 6\nUnterminated string starting at 0 1 1\nExtra data 9 1 10\n");
    EXPECT_EQ(error_of(kPrelude, "json.loads('')"), "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)");
    EXPECT_EQ(error_of(kPrelude, "json.loads(3)"), "TypeError: the JSON object must be str, bytes or bytearray, not int");
    EXPECT_EQ(output_of(kPrelude, "try:\n    json.loads('[')\nexcept ValueError as e:\n    print(type(e).__name__)\n"),
              "JSONDecodeError\n");
}

TEST(PythonJson, FilesAreRefused) {
    EXPECT_EQ(error_of(kPrelude, "json.dump({}, None)"),
              "NotImplementedError: `json.dump (a run here has no files: use json.dumps)` is not supported in this playground");
    EXPECT_EQ(error_of(kPrelude, "json.JSONEncoder()"), "NotImplementedError: `json.JSONEncoder` is not supported in this playground");
}

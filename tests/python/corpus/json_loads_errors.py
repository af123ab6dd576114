import json
cases = ['', ' ', '{', '[', '{"a"', '{"a":', '{"a": 1', '{"a": 1,', '{"a": 1,}', '[1,]', '[1 2]', '{"a" 1}', "{'a': 1}",
         '{a: 1}', '"abc', '"a\\', '"a\\x"', '"\\u12"', '"\\u12g4"', '"\\u1234', '"a\tb"', '"a\nb"', '01', '1.', '1.e5', '-',
         '-a', 'nul', 'True', 'tru', '[1]]', '{"a":1}}', '1 2', '\n\n  {"a":\n  x}', '[1, 2, 3', '[\n1,\n2\n',
         '1e', '1e+', '-Infinityx', 'NaNa', '[-]', 'é', '"é" x', '{"é": 1, }', '"\\ud83d\\uXXXX"', '["\\ud83d\\ude0"]', '.5', '+1', '[1,\n\n,2]']
for text in cases:
    try:
        print(repr(text), "->", repr(json.loads(text)))
    except json.JSONDecodeError as e:
        print(repr(text), "JSONDecodeError", e, e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads(5)
except TypeError as e:
    print("TypeError", e)
try:
    json.loads("[1,")
except ValueError as e:
    print("ValueError", type(e).__name__, e)
print(isinstance(json.JSONDecodeError("m", "d", 0), ValueError))
json.loads('{"a": 1,}')

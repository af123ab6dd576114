// typing_module_test.cpp — typing's aliases print as CPython 3.11 prints them, and refuse what it refuses
// (expected text printed by CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

TEST(PythonTyping, TypingAliasesPrintAsCPythonPrintsThem) {
    EXPECT_EQ(output_of("from typing import Callable, Dict, List, Optional, Union\n", "print(Dict[str, List[int]], Optional[int], Union[int, str, None], Callable[..., int], list[int])"),
              "typing.Dict[str, typing.List[int]] typing.Optional[int] typing.Union[int, str, NoneType] typing.Callable[..., int] list[int]\n");
    EXPECT_EQ(error_of("from typing import Callable, Dict, List, Optional, Union\n", "List()"), "TypeError: Type List cannot be instantiated; use list() instead");
}

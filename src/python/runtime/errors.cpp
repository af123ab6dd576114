// errors.cpp — the PythonError exception type.
#include "python/runtime/errors.hpp"

#include <utility>

namespace qkv::python {

PythonError::PythonError(std::string type, std::string message, int line)
    : type_(std::move(type)), message_(std::move(message)), line_(line), what_(last_line()) {}

void PythonError::append_to_message(const std::string& text) {
    message_ += text;
    what_ = last_line();
}

void PythonError::set_suggestion(const std::string& name) {
    suggestion_ = name;
    what_ = last_line();
}

std::string PythonError::last_line() const {
    const std::string message = suggestion_.empty() ? message_ : message_ + ". Did you mean: '" + suggestion_ + "'?";
    return message.empty() ? type_ : type_ + ": " + message;
}

void raise_error(const std::string& type, const std::string& message) { throw PythonError(type, message); }

void raise_error_suggesting(const std::string& type, const std::string& message, const std::optional<std::string>& suggestion) {
    PythonError error(type, message);
    if (suggestion) error.set_suggestion(*suggestion);
    throw error;
}

void raise_unsupported(const std::string& construct) {
    // NotImplementedError is a real Python type, so the line still reads like Python's own.
    PythonError error("NotImplementedError", "`" + construct + "` is not supported in this playground");
    error.set_catchable(false);  // a learner's except must not hide what the playground could not run
    throw error;
}

void raise_inexact(const std::string& call) {
    PythonError error("NotImplementedError", "`" + call + "` could differ from CPython's in its last digit in this "
                      "browser, so the playground stops here rather than print a different number");
    error.set_catchable(false);
    throw error;
}

}  // namespace qkv::python

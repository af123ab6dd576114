// errors.hpp — a Python exception as the playground raises it: its type, message and source line.
//
// The interpreter reports an uncaught exception the way CPython's last traceback line reads
// ("NameError: name 'x' is not defined"), plus the line it happened on so an editor can mark it.
#pragma once

#include <exception>
#include <memory>
#include <optional>
#include <string>

namespace qkv::python {

struct Object;

class PythonError : public std::exception {
public:
    PythonError(std::string type, std::string message, int line = 0);

    const std::string& type() const { return type_; }
    const std::string& message() const { return message_; }
    int line() const { return line_; }
    void set_line(int line) { line_ = line; }
    void append_to_message(const std::string& text);
    // CPython 3.11 adds "Did you mean: 'name'?" to an uncaught NameError or AttributeError when it prints the
    // traceback; str() of a caught one does not have it.
    void set_suggestion(const std::string& name);
    const std::string& suggestion() const { return suggestion_; }

    // The exception object a `raise` statement raised, or null for an error raised by the playground itself
    // (an except clause then builds one from the type and message).
    const std::shared_ptr<Object>& exception() const { return exception_; }
    void set_exception(std::shared_ptr<Object> exception) { exception_ = std::move(exception); }
    // False for what no `except` may catch: constructs the playground does not run, and its step budget.
    bool catchable() const { return catchable_; }
    void set_catchable(bool catchable) { catchable_ = catchable; }

    // "Type: message", or just "Type" when the message is empty — CPython's last traceback line.
    std::string last_line() const;
    const char* what() const noexcept override { return what_.c_str(); }

private:
    std::string type_;
    std::string message_;
    std::string suggestion_;
    int line_ = 0;
    std::string what_;
    std::shared_ptr<Object> exception_;
    bool catchable_ = true;
};

[[noreturn]] void raise_error(const std::string& type, const std::string& message);
// raise_error with the name CPython suggests in the traceback (PythonError::set_suggestion), if any.
[[noreturn]] void raise_error_suggesting(const std::string& type, const std::string& message, const std::optional<std::string>& suggestion);

// A construct outside the playground's subset: "`class` is not supported in this playground".
[[noreturn]] void raise_unsupported(const std::string& construct);
// A call whose result this build's C library cannot promise to round as CPython's does (core/libm.hpp), e.g.
// "math.sin(0.5)": the run stops rather than print a different last digit.
[[noreturn]] void raise_inexact(const std::string& call);
// The value if there is one, else raise_inexact(call()).
template <typename Call>
double certain(std::optional<double> value, Call call) {
    if (!value) raise_inexact(call());
    return *value;
}

}  // namespace qkv::python

// runner_messages.hpp — the web Python runner's part of the page's messages (see web/python-runner.js):
//   {"type":"python_status","readiness":"loading"|"ready"|"failed","can_stop":b,"note":T}
//   {"type":"python_result","ok":b,"output":T,"error":T,"error_type":T,"error_line":n,"steps":n,"charts":[..]}
//                                                    ends a run; charts as core/chart.hpp describes them
#pragma once

#include <string>

#include "core/json.hpp"

namespace qkv::app {

// Takes the message if its type is one of the above (answering {"ok":true}); false for any other type.
bool answer_runner_message(const std::string& type, const JsonValue& message);

}  // namespace qkv::app

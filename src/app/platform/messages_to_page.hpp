// messages_to_page.hpp — the one channel from the app to the page: each message is a JSON object whose "type" says
// what it holds, sent with platform_post_message (web/wasm.js hands it to the page modules listening for that type).
//   {"type":"start_failed","error":E}               no window or GL context (E says why): the page shows why
//   {"type":"started"}                              the app is set up and answers the page's calls; its first frame
//                                                   follows at the next animation frame, so what the page sets now
//                                                   (saved code, the URL's settings, the theme) is in that frame
//   {"type":"first_frame"}                          the first frame is drawn: the page resolves qkv.ready
//   {"type":"text","region":R,"text":T}             text the page mirrors for screen readers; R is output,
//                                                   selection, exercise, focus (the control with the keyboard
//                                                   focus) or code_output
//   {"type":"state","state":{..},"view":{..}}       after a frame that changed getState() or getView()
//   {"type":"code_state","example":n,"code":C,"error_line":n,"running":b,"lesson":b}   the code panel's open tab
//                                                   (lesson: it holds a lesson file's code)
//   {"type":"code_editor","placement":{..}}         where the page lays its textarea over the panel
//   {"type":"page_tools","placement":{..}}          where the page lays its tools (lesson picker, Copy link, Table view)
//   {"type":"open_licences"}                        "What runs here" asked for the page's third-party-notices.txt
//   {"type":"focus_editor"}                         the keyboard reached the editor: the page focuses its textarea
//   {"type":"clipboard","text":T}                   the Copy button (or "Copy as PyTorch") was pressed
//   {"type":"export","name":N,"format":F}           a heatmap's Save menu: F is png or csv (of heatmap N), or
//                                                   playground (a PNG of the whole canvas); web/export.js saves it
//   {"type":"run_finished","result":{..},"asked":b}   a run ended (result: what qkv.run's Promise resolves with);
//                                                   asked: the learner or the page started it (Run, Reset,
//                                                   qkv.run), not the app (the first run, a rerun after a slider)
//   {"type":"exercise_answered","question":Q,"choices":[..],"correct_choice":n,"chosen":n,"attempt":n}
//                                                   the learner pressed Check (attempt counts from 1)
//   {"type":"lesson_checked","lesson":N,"title":T,"passed":b,"message":M,"attempt":n}   a lesson file's check
//                                                   ran after a run (attempt counts those runs from 1)
//   {"type":"start_run","code":C} / {"type":"stop_run"}   for the Python runtime (web/python-runner.js)
#pragma once

#include <string>
#include <string_view>

#include "core/json.hpp"
#include "ui/widget_rects.hpp"

namespace qkv::app {

// {"type":type, ...: the caller adds its fields, then end_object().
JsonWriter page_message(std::string_view type);

void post_page_message(const JsonWriter& finished_message);

// The fields of an overlay's placement: "visible", and when visible "x", "y", "width", "height" and "clip"
// ([min x, min y, max x, max y]), in tenths of a pixel: all the page can use, and an unchanged slot keeps its text.
void write_overlay_slot(JsonWriter& json, const ui::OverlaySlot& slot);

// {"type":"text","region":region,"text":text}
void post_page_text(std::string_view region, std::string_view text);

}  // namespace qkv::app

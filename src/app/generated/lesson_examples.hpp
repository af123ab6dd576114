// lesson_examples.hpp — the lesson's three "Try it Yourself" programs and a fourth that goes on to the next
// lesson's attention scores, embedded in the binary from assets/examples/*.py (the build generates their
// definition, from the list in cmake/App.cmake).
#pragma once

namespace qkv::app {

constexpr int kLessonExampleCount = 4;

// Tab titles exactly as the lesson names them, in the lesson's order (example 1 is index 0), then the next step.
constexpr const char* kLessonExampleTitles[kLessonExampleCount] = {
    "One projection shrinks the vector",
    "Same token, two different roles",
    "Example",
    "Next: attention scores",
};

// The tab that opens first: the lesson's own Example, whose output matches the heatmaps.
constexpr int kExampleTab = 2;

// The original code of each example (what Reset restores).
extern const char* const kLessonExampleSources[kLessonExampleCount];

}  // namespace qkv::app

// help_marker.hpp — small shared pieces of the playground's look: a "(?)" that explains on hover or tap, and a
// section banner (heading text over a rule) that splits a panel into named parts.
#pragma once

namespace qkv::ui {

struct Fonts;

// A dimmed "(?)" on the current line; hovering (or tapping) it shows `explanation` wrapped in a tooltip.
void help_marker(const char* explanation);

// A heading line in the heading font (with a "(?)" when `help` is given) followed by a separator.
void section_banner(const Fonts& fonts, const char* title, const char* help = nullptr);

}  // namespace qkv::ui

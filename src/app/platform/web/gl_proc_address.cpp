// gl_proc_address.cpp (web) — eglGetProcAddress for SDL's Emscripten driver, answering only the GL names SDL
// itself looks up. Emscripten's own version holds a table of every WebGL 1 and 2 function, which links all of
// them, and their JavaScript, into the page's first download; the app calls GL directly (ImGui's ES3 backend
// and texture_gl.cpp) and looks nothing up by name. Defining the symbol here keeps Emscripten's from linking.
#include <GLES3/gl3.h>

#include <cstring>

namespace {

struct NamedGlFunction {
    const char* name;
    void* function;
};

// What SDL 2.26's video and EGL code ask SDL_GL_GetProcAddress for (extension and framebuffer queries).
const NamedGlFunction kSdlLookups[] = {
    {"glGetString", reinterpret_cast<void*>(&glGetString)},
    {"glGetStringi", reinterpret_cast<void*>(&glGetStringi)},
    {"glGetIntegerv", reinterpret_cast<void*>(&glGetIntegerv)},
    {"glGetError", reinterpret_cast<void*>(&glGetError)},
    {"glBindFramebuffer", reinterpret_cast<void*>(&glBindFramebuffer)},
    {"glGetFramebufferAttachmentParameteriv", reinterpret_cast<void*>(&glGetFramebufferAttachmentParameteriv)},
};

}  // namespace

// Any other name answers null, which SDL treats as a function the context lacks.
extern "C" void* eglGetProcAddress(const char* name) {
    for (const NamedGlFunction& entry : kSdlLookups)
        if (std::strcmp(entry.name, name) == 0) return entry.function;
    return nullptr;
}

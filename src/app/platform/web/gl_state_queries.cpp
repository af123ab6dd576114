// gl_state_queries.cpp (web) — answers the GL state queries of ImGui's OpenGL3 backend without asking the GPU.
// Around every frame it draws, the backend saves the GL state it is about to change (viewport, scissor box, blend
// functions and equations, bindings) with glGetIntegerv and puts it back afterwards. In a browser, several of those
// queries are a synchronous round trip to the GPU process that also waits for all the GPU work queued before it:
// on a machine without a GPU, where WebGL is rasterised on the CPU, that is tens of milliseconds per drawn frame
// on the page's thread. This program is the canvas's only GL user and ImGui sets everything it needs each frame,
// so there is nothing to save: the answers are GL's initial values, and putting those back is harmless.
// cmake/App.cmake renames the backend's glGetIntegerv calls (and only the backend's) to this function.
#include <GLES3/gl3.h>

namespace {

// The value GL starts with, for each name ImGui's backend saves per frame; false for any other name.
bool initial_value(GLenum name, GLint* values) {
    switch (name) {
        case GL_ACTIVE_TEXTURE: values[0] = GL_TEXTURE0; return true;
        case GL_CURRENT_PROGRAM:
        case GL_TEXTURE_BINDING_2D:
        case GL_SAMPLER_BINDING:
        case GL_ARRAY_BUFFER_BINDING:
        case GL_VERTEX_ARRAY_BINDING: values[0] = 0; return true;
        case GL_VIEWPORT:
        case GL_SCISSOR_BOX:  // ImGui sets both before drawing; the frame's own glViewport comes first anyway
            values[0] = values[1] = values[2] = values[3] = 0;
            return true;
        case GL_BLEND_SRC_RGB:
        case GL_BLEND_SRC_ALPHA: values[0] = GL_ONE; return true;
        case GL_BLEND_DST_RGB:
        case GL_BLEND_DST_ALPHA: values[0] = GL_ZERO; return true;
        case GL_BLEND_EQUATION_RGB:
        case GL_BLEND_EQUATION_ALPHA: values[0] = GL_FUNC_ADD; return true;
        default: return false;
    }
}

}  // namespace

// Anything else (the version and extension queries at start-up) goes to WebGL as before.
extern "C" void qkv_gl_get_integerv(GLenum name, GLint* values) {
    if (!initial_value(name, values)) glGetIntegerv(name, values);
}

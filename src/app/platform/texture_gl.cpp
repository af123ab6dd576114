// texture_gl.cpp — creation and upload of the heatmap textures (OpenGL 3 natively, WebGL2 on the web).
#include "app/platform/texture_gl.hpp"

#include <cstdint>

// CMake names the GL header for the target, so no #ifdef here.
#include QKV_GL_HEADER

namespace qkv::app {

namespace {
std::uint64_t g_texture_changes = 0;
}  // namespace

std::uint64_t texture_changes() { return g_texture_changes; }

GlTexture::~GlTexture() {
    ++g_texture_changes;
    if (handle_ != 0) {
        GLuint handle = handle_;
        glDeleteTextures(1, &handle);
    }
}

void GlTexture::upload(const std::vector<std::uint32_t>& pixels, int width, int height) {
    if (width <= 0 || height <= 0 || pixels.size() < std::size_t(width) * std::size_t(height)) return;
    ++g_texture_changes;
    if (handle_ == 0) {
        GLuint handle = 0;
        glGenTextures(1, &handle);
        handle_ = handle;
    }
    glBindTexture(GL_TEXTURE_2D, handle_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
}

ImTextureID GlTexture::id() const {
    return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(handle_));
}

}  // namespace qkv::app

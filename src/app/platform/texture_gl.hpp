// texture_gl.hpp — an RGBA texture in the GL context the platform opened, handed to ImGui as an ImTextureID.
// This is the only place the UI's pictures meet GL; the UI sees ImTextureID and nothing else.
#pragma once

#include <cstdint>
#include <vector>

#include <imgui.h>

namespace qkv::app {

// How many times any texture's pixels were replaced or freed: a picture that samples textures is only the same as
// before when this count is too.
std::uint64_t texture_changes();

class GlTexture {
public:
    GlTexture() = default;
    GlTexture(const GlTexture&) = delete;
    GlTexture& operator=(const GlTexture&) = delete;
    ~GlTexture();

    // Replaces the picture with `width` x `height` pixels (rows top to bottom, each pixel IM_COL32, i.e. RGBA
    // bytes). Sampled NEAREST so every matrix cell stays a crisp block when scaled up.
    void upload(const std::vector<std::uint32_t>& pixels, int width, int height);

    ImTextureID id() const;
    bool empty() const { return handle_ == 0; }

private:
    unsigned int handle_ = 0;
};

}  // namespace qkv::app

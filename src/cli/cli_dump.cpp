// cli_dump.cpp — `qkv dump`: every tensor of the lesson as one JSON object, floats exact (shortest round-trip).
#include <cstdio>
#include <string>

#include "commands.hpp"
#include "core/lesson_flags.hpp"
#include "core/lesson_model.hpp"
#include "core/pyformat.hpp"

namespace {

// Buffered output: a dump at the memory cap is hundreds of MB of text.
class BufferedJson {
public:
    ~BufferedJson() { flush(); }
    void text(const std::string& value) { buffer_ += value; maybe_flush(); }
    void number(float value) {
        // Shortest digits that read back as the same float32; never nan/inf for the lesson's tensors.
        buffer_ += qkv::float32_text(value);
        maybe_flush();
    }
    void flush() {
        std::fwrite(buffer_.data(), 1, buffer_.size(), stdout);
        buffer_.clear();
    }

private:
    void maybe_flush() {
        if (buffer_.size() > (1u << 16)) {
            flush();
        }
    }
    std::string buffer_;
};

void write_values(BufferedJson& out, const float* values, std::size_t count) {
    out.text("[");
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) {
            out.text(",");
        }
        out.number(values[i]);
    }
    out.text("]");
}

template <class Tensor>
void write_matrix(BufferedJson& out, const char* name, const Tensor& matrix) {
    out.text(std::string(",\n\"") + name + "\":[");
    const std::size_t rows = matrix.shape()[0];
    const std::size_t columns = matrix.shape()[1];
    for (std::size_t row = 0; row < rows; ++row) {
        out.text(row > 0 ? ",\n" : "\n");
        write_values(out, matrix.data() + row * columns, columns);
    }
    out.text("]");
}

template <class Tensor>
void write_vector(BufferedJson& out, const char* name, const Tensor& vector) {
    out.text(std::string(",\n\"") + name + "\":");
    write_values(out, vector.data(), vector.size());
}

}  // namespace

int qkv::cli::command_dump(const Arguments& args) {
    for (const std::string& arg : args) {
        if (arg == "--help" || arg == "-h") {
            std::printf("usage: qkv dump [options]\n\nPrints x, W_q, W_k, W_v, b_q, b_k, b_v (with --bias), q, k, v "
                        "as one JSON object.\n\n%s", qkv::lesson_flags_help().c_str());
            return 0;
        }
    }
    const qkv::FlagParseResult parsed = qkv::parse_lesson_flags(args);
    if (!parsed.error.empty()) {
        std::fprintf(stderr, "qkv dump: %s\n", parsed.error.c_str());
        return 2;
    }
    const qkv::LessonParams& params = parsed.params;
    const qkv::LessonTensors tensors = qkv::compute_lesson(params);

    BufferedJson out;
    qkv::JsonWriter header;  // the settings; the tensors follow in the same object
    header.begin_object();
    qkv::write_params_json(header, params, false);
    out.text(header.text());
    write_matrix(out, "x", tensors.x);
    write_matrix(out, "W_q", tensors.query.weight);
    write_matrix(out, "W_k", tensors.key.weight);
    write_matrix(out, "W_v", tensors.value.weight);
    if (params.bias) {
        write_vector(out, "b_q", *tensors.query.bias);
        write_vector(out, "b_k", *tensors.key.bias);
        write_vector(out, "b_v", *tensors.value.bias);
    }
    write_matrix(out, "q", tensors.q);
    write_matrix(out, "k", tensors.k);
    write_matrix(out, "v", tensors.v);
    out.text("\n}\n");
    return 0;
}

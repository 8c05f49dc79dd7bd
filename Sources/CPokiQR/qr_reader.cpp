#include "poki_qr.h"

#include <ZXing/ReadBarcode.h>

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <mutex>

namespace {

using ReadBarcodesFunction = ZXing::Results (*)(const ZXing::ImageView &, const ZXing::DecodeHints &);
// `Result::bytes() const`, called as a plain function whose first argument is `this` (the
// Itanium C++ ABI passes `this` first, and a reference comes back as a pointer).
using BytesFunction = const ZXing::ByteArray &(*)(const ZXing::Result *);

struct Library {
    ReadBarcodesFunction readBarcodes = nullptr;
    BytesFunction bytes = nullptr;
    char error[256] = {0};
};

const Library &library() {
    static Library loaded;
    static std::once_flag once;
    std::call_once(once, [] {
#ifdef __APPLE__
        const char *names[] = {"libZXing.3.dylib", "libZXing.dylib", nullptr};
#else
        // Debian 12 ships zxing-cpp 1.4 as libZXing.so.2 (package libzxing2); later releases as .so.3.
        const char *names[] = {"libZXing.so.2", "libZXing.so.3", "libZXing.so", nullptr};
#endif
        void *handle = nullptr;
        for (int index = 0; names[index] != nullptr && handle == nullptr; index++) {
            handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        }
        if (handle == nullptr) {
            const char *reason = dlerror();
            std::snprintf(loaded.error, sizeof loaded.error, "cannot load zxing-cpp (%s); install libzxing2",
                          reason ? reason : "not found");
            return;
        }
        void *read = dlsym(handle, "_ZN5ZXing12ReadBarcodesERKNS_9ImageViewERKNS_11DecodeHintsE");
        void *bytes = dlsym(handle, "_ZNK5ZXing6Result5bytesEv");
        if (read == nullptr || bytes == nullptr) {
            std::snprintf(loaded.error, sizeof loaded.error,
                          "the zxing-cpp found is not the 1.x interface poki was built against");
            return;
        }
        loaded.readBarcodes = reinterpret_cast<ReadBarcodesFunction>(read);
        loaded.bytes = reinterpret_cast<BytesFunction>(bytes);
    });
    return loaded;
}

void copyMessage(char *message, size_t size, const char *text) {
    if (message != nullptr && size > 0) std::snprintf(message, size, "%s", text);
}

} // namespace

extern "C" poki_qr_status poki_qr_read(const uint8_t *pixels, int width, int height, int channels, poki_qr_code *codes,
                                       size_t capacity, size_t *count, char *message, size_t message_size) {
    *count = 0;
    copyMessage(message, message_size, "");
    const Library &zxing = library();
    if (zxing.readBarcodes == nullptr) {
        copyMessage(message, message_size, zxing.error);
        return POKI_QR_UNAVAILABLE;
    }
    ZXing::ImageFormat format = channels == 1 ? ZXing::ImageFormat::Lum
                                : channels == 3 ? ZXing::ImageFormat::RGB
                                                : ZXing::ImageFormat::RGBX;
    try {
        ZXing::ImageView image(pixels, width, height, format, width * channels, channels);
        ZXing::DecodeHints hints;
        hints.setFormats(ZXing::BarcodeFormat::QRCode);
        hints.setTryHarder(true);
        hints.setTryRotate(true);
        hints.setTryDownscale(true);
        hints.setMaxNumberOfSymbols(16);
        ZXing::Results results = zxing.readBarcodes(image, hints);
        std::sort(results.begin(), results.end(), [](const ZXing::Result &left, const ZXing::Result &right) {
            auto a = left.position().topLeft(), b = right.position().topLeft();
            return a.y != b.y ? a.y < b.y : a.x < b.x;
        });
        for (const ZXing::Result &result : results) {
            if (!result.isValid() || *count >= capacity) continue;
            poki_qr_code &code = codes[*count];
            const ZXing::ByteArray &bytes = zxing.bytes(&result);
            // Never cut short: a text that does not fit is left empty, its length saying so.
            size_t length = bytes.size() < sizeof code.text ? bytes.size() : 0;
            std::memcpy(code.text, bytes.data(), length);
            code.text[length] = '\0';
            code.text_length = bytes.size();
            int left = width, top = height, right = 0, bottom = 0;
            for (const auto &corner : result.position()) {
                left = std::min(left, corner.x);
                top = std::min(top, corner.y);
                right = std::max(right, corner.x);
                bottom = std::max(bottom, corner.y);
            }
            left = std::max(left, 0);
            top = std::max(top, 0);
            code.x = left;
            code.y = top;
            code.width = std::max(std::min(right, width - 1) - left + 1, 0);
            code.height = std::max(std::min(bottom, height - 1) - top + 1, 0);
            *count += 1;
        }
    } catch (const std::exception &error) {
        copyMessage(message, message_size, error.what());
        return POKI_QR_FAILED;
    } catch (...) {
        copyMessage(message, message_size, "zxing-cpp failed");
        return POKI_QR_FAILED;
    }
    return POKI_QR_OK;
}

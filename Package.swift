// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "poki",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "poki", targets: ["poki"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // zlib (libpng's own dependency) inflates the zTXt chunks that may hold a PNG's EXIF.
        // libwebp and libheif are loaded with dlopen on the first WebP or HEIF met, so the codec
        // links neither; their headers come from libwebp-dev and libheif-dev.
        .target(name: "CPokiCodec", dependencies: ["CPNG", "CJPEG"], linkerSettings: [.linkedLibrary("z")]),
        // libcurl, zxing-cpp and libexif are loaded with dlopen on the first fetch, QR read or share
        // (see Documentation/Development.md, "Start-up"), so these shims link none; the headers come from
        // libcurl4-openssl-dev, libzxing-dev and libexif-dev. CPokiQR is the only C++ in poki and
        // exposes plain C types.
        .target(name: "CPokiSystem"),
        .target(name: "CPokiFetch"),
        .target(name: "CPokiExif"),
        .target(name: "CPokiQR", cxxSettings: [.define("ZX_USE_UTF8")]),
        // Tesseract, which reads a print's brand and day, is loaded with dlopen on the first print
        // whose text is read; the shim declares the few functions of its C API it calls, so the
        // build needs no libtesseract-dev.
        .target(name: "CPokiText"),
        // The Swift modules, each depending only on those above it (Documentation/Architecture.md).
        .target(name: "PokiSystem", dependencies: ["CPokiSystem"]),
        .target(name: "PokiImaging", dependencies: ["PokiSystem", "CPokiCodec", "CPokiQR", "CPokiText"]),
        .target(name: "PokiAlbum", dependencies: ["PokiSystem", "PokiImaging"]),
        .target(name: "PokiFetching", dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum", "CPokiFetch"]),
        // Sharing checks PNG chunks' CRCs and export encodes progressive JPEGs with the codec.
        .target(name: "PokiSharing", dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum", "CPokiCodec", "CPokiExif"]),
        // Export copies originals without their location, as share does.
        .target(name: "PokiExport", dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum", "PokiSharing", "CPokiCodec"]),
        .target(
            name: "PokiCommands",
            dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum", "PokiFetching", "PokiSharing", "PokiExport"]
        ),
        // Release builds on Linux link the C++ runtime (which the Swift runtime and the zxing-cpp
        // shim need) statically, through the linker script in StaticLinking: with
        // --static-swift-stdlib, loading and relocating libstdc++.so took 0.8 ms of the 3.2 ms
        // `poki --version` took (Documentation/Benchmarks.md, "The C++ runtime linked statically");
        // a dynamic Swift runtime loads it anyway. Debug builds and tests keep the shared library.
        // They are also linked at a fixed address (not position-independent): a PIE's 42,000
        // relocations of the static Swift runtime's metadata touched 135 pages at every start,
        // 0.5 ms of the 3.1 ms `poki --version` took (Documentation/Benchmarks.md, "Linked at a
        // fixed address"). The shared libraries poki loads are still placed at random.
        .executableTarget(
            name: "poki",
            dependencies: ["PokiCommands"],
            exclude: ["StaticLinking"],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", Context.packageDirectory + "/Sources/poki/StaticLinking", "-Xclang-linker", "-no-pie"],
                    .when(platforms: [.linux], configuration: .release)
                )
            ]
        ),
        .executableTarget(name: "poki-bench-album", dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum"]),
        // What the tests share: temporary albums, the poki runner, tmux, a local web server.
        .target(name: "PokiTestSupport", path: "Tests/PokiTestSupport"),
        .testTarget(
            name: "PokiKitTests",
            dependencies: ["PokiSystem", "PokiImaging", "PokiAlbum", "PokiFetching", "PokiSharing", "PokiExport", "PokiTestSupport"]
        ),
        .testTarget(
            name: "pokiTests",
            dependencies: ["poki", "PokiCommands", "PokiSystem", "PokiImaging", "PokiAlbum", "PokiFetching", "PokiSharing", "PokiExport", "PokiTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

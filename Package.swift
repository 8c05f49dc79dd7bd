// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "poki",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "poki", targets: ["poki"]),
        .library(name: "PokiKit", targets: ["PokiKit"]),
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
        .target(name: "CPokiCodec", dependencies: ["CPNG", "CJPEG"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "PokiKit", dependencies: ["CPokiCodec"]),
        .executableTarget(name: "poki", dependencies: ["PokiKit"]),
        .executableTarget(name: "poki-bench-album", dependencies: ["PokiKit"]),
        .testTarget(name: "PokiKitTests", dependencies: ["PokiKit"]),
        .testTarget(name: "pokiTests", dependencies: ["poki", "PokiKit"]),
    ],
    swiftLanguageModes: [.v6]
)

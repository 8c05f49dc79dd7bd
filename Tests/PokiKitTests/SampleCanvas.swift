@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Draws ``SampleImage``s with known content for tests: rectangles of exact colours and alphas.
struct SampleCanvas {
    let width: Int
    let height: Int
    private var rgba: [UInt8]

    /// A canvas filled with fully transparent black.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgba = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Paints columns `x` and rows `y` with `colour` at `alpha`.
    mutating func fill(x: Range<Int>, y: Range<Int>, with colour: Colour, alpha: UInt8 = 255) {
        for row in y {
            for column in x {
                setPixel(x: column, y: row, to: colour, alpha: alpha)
            }
        }
    }

    mutating func setPixel(x: Int, y: Int, to colour: Colour, alpha: UInt8 = 255) {
        let offset = (y * width + x) * 4
        rgba[offset] = colour.red
        rgba[offset + 1] = colour.green
        rgba[offset + 2] = colour.blue
        rgba[offset + 3] = alpha
    }

    var sample: SampleImage {
        SampleImage(width: width, height: height, rgba: rgba)
    }
}

/// A fixed-seed generator (SplitMix64), so "random" test images are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SampleImage {
    /// The same pixels in another order (a fixed permutation).
    func shuffledPixels(seed: UInt64) -> SampleImage {
        var generator = SeededGenerator(seed: seed)
        let order = Array(0..<(width * height)).shuffled(using: &generator)
        var shuffled = [UInt8]()
        shuffled.reserveCapacity(rgba.count)
        for pixel in order { shuffled.append(contentsOf: rgba[(pixel * 4)..<(pixel * 4 + 4)]) }
        return SampleImage(width: width, height: height, rgba: shuffled)
    }
}

@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Locates committed fixtures (Fixtures/ is not a SwiftPM resource) and reads decoded samples.
enum Fixture {
    /// The repository's Fixtures/ folder, found from this source file's path.
    static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Fixture.swift, PokiKitTests, Tests
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func path(_ relative: String) -> String { "\(folder)/\(relative)" }

    /// The two colours of every `split-*` fixture: left 70 % pink, right 30 % blue.
    static let pink = Colour(red: 233, green: 75, blue: 106)
    static let blue = Colour(red: 42, green: 127, blue: 191)
}

extension SampleImage {
    /// RGBA of the sample pixel nearest to a fractional position (0…1 across, 0…1 down).
    func pixel(atFraction x: Double, _ y: Double) -> (colour: Colour, alpha: UInt8) {
        let column = min(width - 1, Int(x * Double(width)))
        let row = min(height - 1, Int(y * Double(height)))
        let index = (row * width + column) * 4
        return (Colour(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2]), rgba[index + 3])
    }
}

extension Colour {
    /// Largest per-channel difference, in 8-bit levels.
    func distance(to other: Colour) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }
}

import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// The frame analysis's median, found by selection, is the value sorting puts in the middle.
@Suite struct FrameMaskMedianTests {
    @Test func equalsTheSortedMiddleOnRandomValuesWithRepeats() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<5_000 {
            let count = 1 + next(80), levels = 1 + next(12)
            let values = (0..<count).map { _ in Float(next(levels)) + (next(2) == 0 ? 0 : Float(next(1000)) / 1000) }
            #expect(FrameMask.median(values) == values.sorted()[count / 2], "\(values)")
        }
    }

    @Test func smallAndOrderedCases() {
        #expect(FrameMask.median([3]) == 3)
        #expect(FrameMask.median([2, 1]) == 2)
        #expect(FrameMask.median([5, 5, 5, 5]) == 5)
        #expect(FrameMask.median(Array(stride(from: Float(0), to: 1000, by: 1))) == 500)
        #expect(FrameMask.median(Array(stride(from: Float(999), through: 0, by: -1))) == 500)
    }
}

import Testing
@testable import PokiImaging

/// The print detector's shortcuts for per-pixel arithmetic give exactly what the library calls
/// they stand for: its answers must not move by a pixel or a direction.
@Suite struct DetectorArithmeticTests {
    /// A fixed sequence of floats from -range to range, the same every run.
    private func floats(_ count: Int, range: Float) -> [Float] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Float(state >> 40) / Float(1 << 24) * 2 - 1) * range
        }
    }

    @Test func integerRoundingMatchesTheLibrary() {
        let special: [Float] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, 0.50000006, -0.50000006,
            1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 8_388_607.5, -8_388_607.5, 16_777_216, -16_777_216, 1e12, -1e12,
        ]
        for value in special + floats(50_000, range: 1000) + floats(20_000, range: 3) {
            #expect(value.integerBelow == Int(value.rounded(.down)), "floor of \(value)")
            #expect(value.nearestInteger == Int(value.rounded()), "nearest to \(value)")
            let double = Double(value) * 1.000_000_1
            #expect(double.integerBelow == Int(double.rounded(.down)), "floor of \(double)")
        }
    }

    /// The direction the edge map thins across, read from the structure tensor, is the one the
    /// normal's angle rounded to an eighth of a turn gives, boundaries and signed zeros included.
    @Test func neighbourDirectionMatchesTheRoundedAngle() {
        let special: [Float] = [0, -0.0, 1, -1, 0.5, -0.5, 2, -2, 1e-20, -1e-20]
        var pairs = special.flatMap { d in special.map { (d, $0) } }
        let random = floats(100_000, range: 4)
        for index in stride(from: 0, to: random.count - 1, by: 2) { pairs.append((random[index], random[index + 1])) }
        for value in floats(2000, range: 4) { pairs += [(value, value), (value, -value), (-value, value), (value, value.nextUp), (value.nextDown, -value)] }
        for (difference, twiceCross) in pairs {
            let angle = EdgeMap.normal(difference: difference, twiceCross: twiceCross)
            #expect(
                EdgeMap.neighbourDirection(difference: difference, twiceCross: twiceCross) == Int((angle / (.pi / 4)).rounded()) % 4,
                "tensor (\(difference), \(twiceCross))"
            )
        }
    }
}

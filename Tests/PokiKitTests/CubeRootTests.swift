#if canImport(Glibc) && arch(x86_64)
import Glibc
#endif
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct CubeRootTests {
    /// Like glibc's, the result is within an ulp or so, not always exact on perfect cubes.
    @Test func cubesAndSigns() {
        for (value, root) in [(27.0, 3.0), (-8, -2), (1, 1), (0.125, 0.5), (1e-300, 1e-100), (8e300, 2e100)] {
            #expect(abs(CubeRoot.of(value) - root) <= 2 * root.magnitude.ulp, "cube root of \(value): \(CubeRoot.of(value))")
        }
        #expect(abs(CubeRoot.of(2) - 1.2599210498948732) <= 2 * (1.26).ulp)
    }

    @Test func zeroInfinityAndNaNComeBackAsTheyAre() {
        #expect(CubeRoot.of(0) == 0)
        #expect(CubeRoot.of(-0.0).sign == .minus)
        #expect(CubeRoot.of(.infinity) == .infinity)
        #expect(CubeRoot.of(-.infinity) == -.infinity)
        #expect(CubeRoot.of(.nan).isNaN)
    }

    @Test func subnormalsAndExtremes() {
        let smallest = Double.leastNonzeroMagnitude
        #expect(abs(CubeRoot.of(smallest) / 0x1p-358 - 1) < 1e-15)
        let root = CubeRoot.of(.greatestFiniteMagnitude)
        #expect(abs(root / 0x1p341 - CubeRoot.of(Double.greatestFiniteMagnitude / 0x1p1023)) < 1e-15)
    }

    #if canImport(Glibc) && arch(x86_64)
    /// The palette's colours must not move: on glibc every value is the C library's, bit for bit,
    /// over the linear-light range the conversion feeds it and far outside it. (x86-64 only: elsewhere
    /// glibc may be compiled to fuse a multiply and an add, which changes the last bit.)
    @Test func sameBitsAsTheCLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var values: [Double] = (0..<200_000).map { _ in Double(next() >> 11) / Double(1 << 53) }
        values += (0..<100_000).map { _ in Double(bitPattern: next()) }.filter(\.isFinite)
        values += [Double.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 1e-300, 3e-310, -5e-320, 0.5, 0.75]
        var differing: [Double] = []
        for value in values where CubeRoot.of(value).bitPattern != cbrt(value).bitPattern {
            differing.append(value)
        }
        #expect(differing.isEmpty, "first of \(differing.count) values that differ: \(differing.prefix(3))")
    }
    #endif
}

import Foundation
import Testing
import PokiTestSupport

/// `show --preview` decoded for the terminal's whole width before fitting the rows: COLUMNS=100000
/// took seconds and gigabytes to draw a few cells (issue #24). It decodes for the cells it draws.
@Suite struct PreviewSizeTests {
    @Test(arguments: ["blocks", "kitty", "sixel"])
    func aVeryWideTerminalCostsNoMoreThanAnOrdinaryOne(protocolName: String) throws {
        let album = try TemporaryAlbum()
        let photo = PokiProcess.fixtures.appendingPathComponent("qr/small-code-12mp.jpg").path
        #expect(try album.poki(["add", photo, "--date", "2026-11-01"]).status == 0)
        let arguments = ["show", "1000", "--preview", "--protocol", protocolName]
        let library = ["POKI_LIBRARY": album.directory.path, "LINES": "24"]
        let ordinary = try MeasuredRun.run(arguments, environment: library.merging(["COLUMNS": "80"]) { $1 })
        let wide = try MeasuredRun.run(arguments, environment: library.merging(["COLUMNS": "100000"]) { $1 })
        #expect(ordinary.status == 0 && wide.status == 0, "\(wide.standardError)")
        // The 4000x3000 photo at full size would be 46 MiB of pixels alone.
        #expect(wide.peakMemoryKiB < ordinary.peakMemoryKiB + 16 * 1024, "\(wide.peakMemoryKiB) KiB against \(ordinary.peakMemoryKiB)")
        #expect(wide.seconds < 2)
    }
}

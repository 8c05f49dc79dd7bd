import Foundation
import Testing
import PokiTestSupport

/// `poki colours` on the files that exhausted the decoders (Fixtures/hostile/, issue #10), in a
/// process of its own whose peak memory and time are measured: each is refused with a one-line
/// error naming the file, or read, within a few seconds and about the memory of a tiny image.
@Suite struct HostileImageCommandTests {
    /// Peak memory of `poki colours` on a 16x16 PNG, plus 48 MiB: what any hostile file may cost.
    static let memoryBoundKiB: Int = {
        let small = PokiProcess.fixtures.appendingPathComponent("solid/pink.png").path
        let baseline = (try? MeasuredRun.run(["colours", small]).peakMemoryKiB) ?? 64 * 1024
        return baseline + 48 * 1024
    }()

    static let refused: [(String, String)] = [
        ("hostile/png-text-2gb.png", "corrupt PNG (tEXt: chunk data is too large)"),
        ("hostile/png-ztxt-2gb.png", "corrupt PNG (zTXt: chunk data is too large)"),
        ("hostile/png-itxt-2gb.png", "corrupt PNG (iTXt: chunk data is too large)"),
        ("hostile/png-splt-2gb.png", "corrupt PNG (sPLT: chunk data is too large)"),
        ("hostile/png-exif-2gb.png", "corrupt PNG (eXIf: chunk data is too large)"),
        ("hostile/png-iccp-2gb.png", "corrupt PNG (iCCP: chunk data is too large)"),
        ("hostile/jpeg-11-dc-scans.jpg", "JPEG has too many scans to decode"),
        ("hostile/jpeg-101-dc-scans.jpg", "JPEG has too many scans to decode"),
        ("hostile/jpeg-6501-dc-scans.jpg", "JPEG has too many scans to decode"),
        ("hostile/jpeg-4096-700-chroma-scans.jpg", "JPEG has too many scans to decode"),
        ("hostile/jpeg-side-65501.jpg", "image is too large (65501x16)"),
        ("hostile/jpeg-side-65535.jpg", "image is too large (65535x16)"),
        // Found by the HEIF fuzz target: a grid whose tile is the grid itself, on which libheif
        // 1.15 recursed until the stack ran out (a crash, exit 139).
        ("fuzz/heif-grid-made-of-itself.heic", "corrupt HEIF (an image made of itself (its 'dimg' references go round in a circle))"),
        // Found by the same target: a grid declaring 60x40 whose grid descriptor, placed past the
        // end of 'idat' (libheif 1.15 reads on into the next box), asks for a canvas of
        // 13312x52992 (705 MP), which libheif made and poki then sampled for minutes.
        ("fuzz/heif-grid-larger-than-declared.heic", "corrupt HEIF (a grid or overlay whose description cannot be read)"),
        // And a grid whose tile is an overlay asking for a canvas no side limit of libheif's bounds
        // (440 MB in poki, over the fuzzer's 1 GB under AddressSanitizer).
        ("fuzz/heif-overlay-tile-larger-than-declared.heic", "corrupt HEIF (a grid or overlay in it is larger than the size the image declares)"),
        // And an image derived from an item the file does not list, on which libheif 1.15 fails an
        // assertion and aborts (exit 134).
        ("fuzz/heif-grid-of-a-missing-item.heic", "corrupt HEIF (an image made of an item the file does not have)"),
        // And a grid made of itself through a reference whose box declares more bytes than 'iref'
        // holds: libheif 1.15 reads the IDs on regardless, and recursed until the stack ran out.
        ("fuzz/heif-reference-longer-than-its-box.heic", "corrupt HEIF (an image made of itself (its 'dimg' references go round in a circle))"),
        // And, found by CI, a second 'meta' box: libheif 1.15 reads the last one, whose grid is
        // made of an item it does not list (the same assertion); poki had checked the first.
        ("fuzz/heif-second-meta-box.heic", "corrupt HEIF (more than one 'meta' box)"),
        // And, found by CI, an identity image ('iden') made of an item the file lists but whose
        // type is no picture to libheif 1.15: the same assertion (`imginfo`), exit 134.
        ("fuzz/heif-identity-of-a-non-picture.heic", "corrupt HEIF (an image made of an item that is not a picture)"),
    ]

    @Test(arguments: refused)
    func refusedFastInBoundedMemory(file: String, reason: String) throws {
        let path = PokiProcess.fixtures.appendingPathComponent(file).path
        let run = try MeasuredRun.run(["colours", path])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: \(path): \(reason)"))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.seconds < 2, "took \(run.seconds) s")
        #expect(run.peakMemoryKiB < Self.memoryBoundKiB, "peak \(run.peakMemoryKiB) KiB")
    }

    /// Read, not refused: 200 MP in three sequential scans (1.1 GB before the compact store took
    /// every multi-scan file) and a raw EXIF profile that inflates to 64 MiB.
    /// A WebP over the 256 MiB poki reads whole (a sparse file: no disk is used) is refused by
    /// its size, not as "image is too large (0x0)".
    @Test func aWebPFileOverTheLimitIsRefusedBySize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("poki-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("large.webp")
        try Data("RIFF\u{24}\0\0\0WEBPVP8 \u{18}\0\0\0".utf8).write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 257 << 20)
        try handle.close()
        let run = try MeasuredRun.run(["colours", file.path])
        #expect(run.status == 1)
        #expect(run.standardError == "error: \(file.path): cannot read file (the file is over 256 MiB)\n")
        #expect(run.seconds < 2, "took \(run.seconds) s")
    }

    @Test(arguments: ["hostile/jpeg-3-sequential-scans.jpg", "hostile/png-raw-profile-bomb.png"])
    func readInBoundedMemory(file: String) throws {
        let path = PokiProcess.fixtures.appendingPathComponent(file).path
        let run = try MeasuredRun.run(["colours", path])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("\(path): "))
        #expect(run.seconds < 10, "took \(run.seconds) s")
        #expect(run.peakMemoryKiB < Self.memoryBoundKiB, "peak \(run.peakMemoryKiB) KiB")
    }
}

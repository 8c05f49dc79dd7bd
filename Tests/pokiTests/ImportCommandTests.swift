import Foundation
import Testing
import PokiTestSupport

/// `poki import` end to end: folders, skips, failures, determinism, idempotence, manifests, JSON.
@Suite struct ImportCommandTests {
    let album: TemporaryAlbum
    init() throws { album = try TemporaryAlbum() }

    // MARK: Folders

    @Test func nestedFoldersHiddenFilesTextAndACorruptJPEG() throws {
        let root = album.scratch.appendingPathComponent("scans")
        try place("album/lifefourcuts-sky.jpg", at: root, "a-sky.jpg")
        try place("album/photoism-mint.jpg", at: root, "b-mint.jpg")
        try place("solid/red.png", at: root, "2026/c-red.png")
        try place("album/harufilm-pink.jpg", at: root, "2026/05/d-pink.jpg")
        try place("corrupt/truncated.jpg", at: root, "2026/e-broken.jpg")
        try place("other/notes.txt", at: root, "notes.txt")
        try place("corrupt/empty.png", at: root, "2026/empty.png")
        try Data().write(to: root.appendingPathComponent("2026/blank.txt"))
        try place("solid/white.png", at: root, ".hidden.png")
        try place("solid/black.png", at: root, ".cache/black.png")

        let result = try album.poki(["import", root.path, "--recursive", "--tag", "인생네컷"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "1000\n1001\n1002\n1003\n")
        #expect(result.standardError.contains("imported 4, skipped 4 (duplicates 0, not images 2, others 2), failed 2"), "\(result.standardError)")
        #expect(result.standardError.contains("error: \(root.path)/2026/e-broken.jpg: corrupt JPEG"))
        // An empty file named as a photo is a photo that did not arrive; any other empty file is no image.
        #expect(result.standardError.contains("error: \(root.path)/2026/empty.png: empty file, named as a PNG photo"))
        #expect(result.standardError.contains("skipped \(root.path)/2026/blank.txt: empty file"))
        #expect(result.standardError.contains("skipped \(root.path)/notes.txt: not a PNG, JPEG, WebP or HEIF image"))
        // Hidden entries are not imported, and said so.
        #expect(result.standardError.contains("skipped \(root.path)/.hidden.png: a hidden file"))
        #expect(result.standardError.contains("skipped \(root.path)/.cache: a hidden folder, not walked"))
        #expect(!result.standardError.contains("\r"))
        // In order of path: 2026/05/d-pink.jpg, 2026/c-red.png, a-sky.jpg, b-mint.jpg.
        let names = try listed().map { $0["originalFileName"] as? String }
        #expect(names == ["d-pink.jpg", "c-red.png", "a-sky.jpg", "b-mint.jpg"])
        #expect(try listed().allSatisfy { ($0["tag"] as? [String: Any])?["label"] as? String == "인생네컷" })

        let flat = try TemporaryAlbum()
        let top = try flat.poki(["import", root.path])
        #expect(top.status == 0)
        #expect(top.standardOutput == "1000\n1001\n")
    }

    /// A phone's HEIC and a WebP from the web import as photos; an AVIF, which poki does not
    /// read, is a failure that says how to make a copy it reads; a video is no image.
    @Test func phoneFormatsImportAndOthersAreFailuresWithAConversion() throws {
        let root = album.scratch.appendingPathComponent("phone")
        try place("album/lifefourcuts-sky.jpg", at: root, "a.jpg")
        try place("phone/split-exif6-gps.heic", at: root, "IMG_1234.HEIC")
        try place("other/image.webp", at: root, "sticker.webp")
        try place("other/photo.avif", at: root, "photo.avif")
        let mp4 = Data("\0\0\0\u{18}ftypisom\0\0\u{2}\0isomiso2".utf8) + Data(count: 64)
        try mp4.write(to: root.appendingPathComponent("clip.mp4"))

        let result = try album.poki(["import", root.path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "1000\n1001\n1002\n")
        #expect(result.standardError.contains("error: \(root.path)/photo.avif: unsupported image format (AVIF); poki reads PNG, JPEG, WebP and HEIF; "
            + "avifdec (Debian: libavif-bin) makes a PNG of it"))
        #expect(result.standardError.contains("skipped \(root.path)/clip.mp4: not a PNG, JPEG, WebP or HEIF image (ISO media (isom))"))
        #expect(result.standardError.contains("imported 3, skipped 1 (duplicates 0, not images 1), failed 1"))

        // Nothing but an unreadable photo: nothing added, and the exit says so.
        let only = root.appendingPathComponent("only")
        try place("other/holiday.heic", at: only, "IMG_1235.HEIC")
        let alone = try album.poki(["import", only.path, "--json"])
        #expect(alone.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(alone.standardOutput.utf8)) as? [String: Any]
        #expect((document?["imported"] as? [Any])?.isEmpty == true)
        let failure = (document?["failed"] as? [[String: Any]])?.first
        #expect(failure?["path"] as? String == only.appendingPathComponent("IMG_1235.HEIC").path)
        #expect((failure?["reason"] as? String)?.hasPrefix("corrupt HEIF (") == true, "\(alone.standardOutput)")

        // An iPhone photo a cloud has not fetched yet is an empty IMG_….HEIC: it did not arrive.
        let placeholder = root.appendingPathComponent("placeholder")
        try FileManager.default.createDirectory(at: placeholder, withIntermediateDirectories: true)
        try Data().write(to: placeholder.appendingPathComponent("IMG_1236.HEIC"))
        let empty = try album.poki(["import", placeholder.path])
        #expect(empty.status == 1)
        #expect(empty.standardError.contains("error: \(placeholder.path)/IMG_1236.HEIC: empty file, named as a HEIF photo"), "\(empty.standardError)")
        #expect(empty.standardError.contains("imported 0, skipped 0 (duplicates 0, not images 0), failed 1"), "\(empty.standardError)")
    }

    @Test func sameInputGivesSameIDsAndPalettesWhateverTheJobs() throws {
        let root = album.scratch.appendingPathComponent("many")
        let fixtures = ["album/harufilm-pink.jpg", "album/harufilm-sunset.jpg", "album/lifefourcuts-sky.jpg",
                        "album/photoism-mint.jpg", "album/photosignature-mono.jpg", "png/split-rgb8.png",
                        "png/split-palette8.png", "png/alpha-stripes.png", "jpeg/split-420.jpg", "jpeg/split-progressive.jpg",
                        "solid/red.jpg", "solid/pink.png", "exif/orientation-6.jpg", "png/split-grey16.png"]
        for (index, fixture) in fixtures.enumerated() {
            try place(fixture, at: root, String(format: "%02d-", (index * 5) % 14) + URL(fileURLWithPath: fixture).lastPathComponent)
        }
        let other = try TemporaryAlbum()
        let one = try album.poki(["import", root.path, "--jobs", "1"])
        let four = try other.poki(["import", root.path, "--jobs", "4"])
        #expect(one.status == 0 && four.status == 0)
        #expect(one.standardOutput == four.standardOutput)
        let first = try listed(album), second = try listed(other)
        #expect(first.count == fixtures.count)
        for (a, b) in zip(first, second) {
            #expect(a["id"] as? Int == b["id"] as? Int)
            #expect(a["originalFileName"] as? String == b["originalFileName"] as? String)
            #expect(a["sha256"] as? String == b["sha256"] as? String)
            #expect(try canonical(a["palette"]) == canonical(b["palette"]))
        }
    }

    @Test func importingTwiceAddsNothingTheSecondTime() throws {
        let files = try album.distinctImages(6)
        try FileManager.default.copyItem(atPath: files[2], toPath: album.scratch.appendingPathComponent("photo-2-copy.png").path)
        let first = try album.poki(["import", album.scratch.path])
        #expect(first.status == 0)
        #expect(first.standardOutput == (1000...1005).map { "\($0)\n" }.joined())
        // photo-2-copy.png sorts before photo-2.png, so the copy is imported and the original skipped.
        #expect(first.standardError.contains("skipped \(album.scratch.path)/photo-2.png: already in the album as 1002"))
        let before = try album.snapshot()
        let second = try album.poki(["import", album.scratch.path])
        #expect(second.status == 0)
        #expect(second.standardOutput.isEmpty)
        #expect(second.standardError.contains("imported 0, skipped 7 (duplicates 7, not images 0), failed 0"))
        #expect(try album.snapshot() == before)
    }

    // MARK: Manifests

    @Test func csvManifestWithQuotesNewlinesHangulBOMAndABadLine() throws {
        let images = try album.distinctImages(3)
        let names = images.map { URL(fileURLWithPath: $0).lastPathComponent }
        let csv = "\u{FEFF}path,tag,memo,date\r\n"
            + "\(names[0]),포토이즘,\"민지, 서연이랑\",2026-11-20\r\n"
            + "\(names[1]),,\"첫 줄\n둘째 줄 \"\"인용\"\"\",\r\n"
            + "\(names[2]),하루필름,너무 많은,필드,여기\r\n"
            + "\(names[2]),,,2025-02-30\r\n"
        let manifest = album.scratch.appendingPathComponent("visits.csv")
        try Data(csv.utf8).write(to: manifest)

        let result = try album.poki(["import", "--manifest", manifest.path, "--tag", "셀픽스", "--memo", "기본"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "1000\n1001\n")
        #expect(result.standardError.contains("error: \(manifest.path) line 5: expected 4 fields, found 5"))
        #expect(result.standardError.contains("error: \(manifest.path) line 6: \(images[2]): '2025-02-30' is not a real day\n"))
        #expect(result.standardError.contains("imported 2, skipped 0 (duplicates 0, not images 0), failed 2"))
        let photos = try listed()
        #expect(photos[0]["memo"] as? String == "민지, 서연이랑")
        #expect((photos[0]["tag"] as? [String: Any])?["label"] as? String == "포토이즘")
        #expect(photos[0]["date"] as? String == "2026-11-20")
        #expect(photos[1]["memo"] as? String == "첫 줄\n둘째 줄 \"인용\"")
        #expect((photos[1]["tag"] as? [String: Any])?["label"] as? String == "셀픽스")
    }

    @Test func jsonLinesManifestAndAnUnknownTagPerLine() throws {
        let images = try album.distinctImages(2)
        let lines = """
        {"path": "\(images[0])", "tag": "인생네컷", "memo": "한강"}
        {"path": "\(images[1])", "tag": "없는태그"}
        not json
        """
        let manifest = album.scratch.appendingPathComponent("visits.jsonl")
        try lines.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try album.poki(["import", "--manifest", manifest.path, "--json"])
        #expect(result.status == 1)
        let document = try json(result.standardOutput)
        let imported = try #require(document["imported"] as? [[String: Any]])
        #expect(imported.count == 1 && imported.first?["id"] as? Int == 1000)
        let failed = try #require(document["failed"] as? [[String: Any]])
        #expect(failed.contains { $0["line"] as? Int == 3 && $0["reason"] as? String == "not a JSON object" })
        #expect(failed.contains {
            $0["path"] as? String == images[1] && $0["manifest"] as? String == manifest.path && $0["line"] as? Int == 2
                && ($0["reason"] as? String)?.contains("unknown tag '없는태그'") == true
        })
        #expect(result.standardError.contains("error: \(manifest.path) line 2: \(images[1]): unknown tag '없는태그'"))
    }

    /// The header `path,tags,memos,day` used to import with exit 0 and drop every memo, tag
    /// and date.
    @Test func aMisspelledColumnRefusesTheManifestBeforeAnythingIsImported() throws {
        let images = try album.distinctImages(2)
        let manifest = album.scratch.appendingPathComponent("visits.csv")
        try Data("path,tags,memos,day\n\(images[0]),포토이즘,민지랑,2026-11-20\n\(images[1]),하루필름,,\n".utf8).write(to: manifest)
        let before = try album.snapshot()

        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors == [
            "error: \(manifest.path) line 1: unknown column 'tags'; did you mean 'tag'?",
            "error: \(manifest.path) line 1: unknown column 'memos'; did you mean 'memo'?",
            "error: \(manifest.path) line 1: unknown column 'day'; did you mean 'date'?",
        ])
        #expect(result.standardError.contains("nothing was imported"))
        #expect(try album.snapshot() == before)

        let json = try album.poki(["import", "--manifest", manifest.path, "--json"])
        #expect(json.status == 1)
        let document = try self.json(json.standardOutput)
        #expect((document["imported"] as? [Any])?.isEmpty == true)
        let failed = try #require(document["failed"] as? [[String: Any]])
        #expect(failed.map { $0["line"] as? Int } == [1, 1, 1])
        #expect(failed.first?["manifest"] as? String == manifest.path)
        #expect(failed.first?["reason"] as? String == "unknown column 'tags'; did you mean 'tag'?")
        #expect(try album.snapshot() == before)
    }

    @Test func aMisspelledJSONLinesKeyRefusesTheManifest() throws {
        let images = try album.distinctImages(2)
        let manifest = album.scratch.appendingPathComponent("visits.jsonl")
        try """
        {"path": "\(images[0])", "tag": "인생네컷"}
        {"path": "\(images[1])", "memos": "한강"}
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("error: \(manifest.path) line 2: unknown key 'memos'; did you mean 'memo'?\n"))
        #expect(!FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("photos").path), "nothing imported")
    }

    /// A row's missing file, unknown tag and impossible day each name the manifest and the line.
    @Test func everyRowErrorNamesTheManifestAndItsLine() throws {
        let images = try album.distinctImages(1)
        let manifest = album.scratch.appendingPathComponent("rows.csv")
        try Data("path,tag,date\nmissing.jpg,,\n\(images[0]),인생넷컷,\n\(images[0]),,2025-02-30\n\(images[0]),,03/02/2025\n".utf8).write(to: manifest)
        let missing = album.scratch.appendingPathComponent("missing.jpg").path

        let result = try album.poki(["import", "--manifest", manifest.path])
        #expect(result.status == 1)
        let errors = Set(result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init))
        #expect(errors.contains { $0.hasPrefix("error: \(manifest.path) line 2: \(missing): ") })
        #expect(errors.contains("error: \(manifest.path) line 3: \(images[0]): unknown tag '인생넷컷'; did you mean '인생네컷'?"))
        #expect(errors.contains("error: \(manifest.path) line 4: \(images[0]): '2025-02-30' is not a real day"))
        #expect(errors.contains("error: \(manifest.path) line 5: \(images[0]): '03/02/2025' is not a day written YYYY-MM-DD (or 2025.06.14, 2025/06/14, 20250614, 2025년 6월 14일)"))
        #expect(errors.count == 4)

        let json = try album.poki(["import", "--manifest", manifest.path, "--json"])
        let failed = try #require(try self.json(json.standardOutput)["failed"] as? [[String: Any]])
        #expect(Set(failed.compactMap { $0["line"] as? Int }) == [2, 3, 4, 5])
        #expect(failed.allSatisfy { $0["manifest"] as? String == manifest.path })
        #expect(failed.contains { $0["line"] as? Int == 4 && $0["reason"] as? String == "'2025-02-30' is not a real day" })
    }

    /// Errors of every kind come out in the manifest's order, as someone fixing it reads it from
    /// the top; a path from the command line comes before the manifest's lines.
    @Test func rowErrorsAreReportedInTheManifestsLineOrder() throws {
        let images = try album.distinctImages(1)
        let manifest = album.scratch.appendingPathComponent("rows.csv")
        let rows = "path,tag,date\n\(images[0]),,2025-02-30\nmissing.jpg,,\n\(images[0]),인생넷컷,\n\(images[0]),,,\n"
        try Data(rows.utf8).write(to: manifest)
        let gone = album.scratch.appendingPathComponent("gone").path

        let result = try album.poki(["import", gone, "--manifest", manifest.path])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 5)
        #expect(errors.first?.hasPrefix("error: \(gone): ") == true)
        let lines = errors.dropFirst().map { $0.dropFirst("error: \(manifest.path) line ".count).prefix(1) }
        #expect(lines == ["2", "3", "4", "5"])

        let json = try album.poki(["import", gone, "--manifest", manifest.path, "--json"])
        let failed = try #require(try self.json(json.standardOutput)["failed"] as? [[String: Any]])
        #expect(failed.map { $0["line"] as? Int } == [nil, 2, 3, 4, 5])
    }

    // MARK: Output

    @Test func dryRunWritesNothingAndPredictsTheIDs() throws {
        let files = try album.distinctImages(3)
        #expect(try album.poki(["add", files[1]]).standardOutput == "1000\n")
        let before = try album.snapshot()
        let dry = try album.poki(["import", album.scratch.path, "--dry-run", "--json"])
        #expect(dry.status == 0)
        #expect(try album.snapshot() == before)
        let document = try json(dry.standardOutput)
        #expect(document["dryRun"] as? Bool == true)
        let predicted = (document["imported"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
        #expect(predicted == [1001, 1002])
        let skipped = try #require((document["skipped"] as? [[String: Any]])?.first)
        #expect(skipped["duplicateOf"] as? Int == 1000 && skipped["path"] as? String == files[1])
        let real = try album.poki(["import", album.scratch.path])
        #expect(real.standardOutput == "1001\n1002\n")
    }

    @Test(arguments: ["xterm-256color", "dumb"])
    func progressRedrawsOnlyOnATerminalThatCan(term: String) throws {
        _ = try album.distinctImages(5)
        let log = try PokiProcess.temporaryDirectory().appendingPathComponent("terminal.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\"$POKI\" import \"$FOLDER\" --jobs 2", log.path]
        process.environment = [
            "PATH": "/usr/bin:/bin", "POKI": PokiProcess.executable.path, "FOLDER": album.scratch.path,
            "POKI_LIBRARY": album.directory.path, "TERM": term,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: log, encoding: .utf8)
        let body = text.split(separator: "\n").filter { !$0.hasPrefix("Script ") }.joined(separator: "\n")
        if term == "dumb" {
            #expect(!body.contains("\u{1B}"), "a dumb terminal got escape codes: \(body.debugDescription)")
        } else {
            #expect(body.contains("\r\u{1B}[2K[5/5]"))
        }
        #expect(body.contains("imported 5, skipped 0"))
    }

    @Test func usageErrors() throws {
        #expect(try album.poki(["import"]).status == 2)
        #expect(try album.poki(["import", ".", "--jobs", "0"]).status == 2)
        let manifest = try album.poki(["import", "Fixtures/album/prints.csv"])
        #expect(manifest.status == 2)
        #expect(manifest.standardError.hasPrefix("error: 'Fixtures/album/prints.csv' looks like a manifest; give it as --manifest Fixtures/album/prints.csv\n"))
        let month = try album.poki(["import", ".", "--date", "2026-13-01"])
        #expect(month.status == 2)
        #expect(month.standardError.hasPrefix("error: --date: '2026-13-01' is not a real day\n"))
        let unknown = try album.poki(["import", album.scratch.path, "--tag", "포토이즘s"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("did you mean '포토이즘'"))
    }

    // MARK: Helpers

    private func place(_ fixture: String, at root: URL, _ relative: String) throws {
        let destination = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PokiProcess.fixtures.appendingPathComponent(fixture), to: destination)
    }

    private func listed(_ album: TemporaryAlbum? = nil) throws -> [[String: Any]] {
        let output = try (album ?? self.album).poki(["list", "--json", "--sort", "added", "--reverse"]).standardOutput
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    private func canonical(_ value: Any?) throws -> Data {
        try JSONSerialization.data(withJSONObject: try #require(value), options: [.sortedKeys])
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

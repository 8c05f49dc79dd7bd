import Foundation
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
import Testing
import PokiTestSupport

/// `poki export --html DIR` end to end: an album made here with Hangul memos and tags, a memo that
/// is a script, a portrait stored sideways (EXIF orientation 6), a PNG with transparency and a
/// trashed photo, exported and read back as a browser would find the folder.
@Suite struct ExportCommandTests {
    let album: TemporaryAlbum
    let export: URL
    /// IDs of the photos made in `init`.
    let print = 1000, portrait = 1001, stripes = 1002, trashed = 1003

    init() throws {
        album = try TemporaryAlbum()
        export = album.scratch.appendingPathComponent("web")
        let fixtures = PokiProcess.fixtures
        #expect(try album.poki(["tags", "add", "셀카"]).status == 0)
        #expect(try album.poki(["tags", "add", "스티커"]).status == 0)
        let added = [
            ["add", fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path, "--tag", "인생네컷",
             "--memo", "민지랑 홍대에서\n첫 네컷 & <우정>", "--date", "2026-02-11"],
            ["add", fixtures.appendingPathComponent("exif/portrait-orientation-6.jpg").path, "--tag", "셀카",
             "--memo", "<script>alert(1)</script>", "--date", "2026-03-12"],
            ["add", fixtures.appendingPathComponent("png/alpha-stripes.png").path, "--tag", "스티커",
             "--memo", "투명한 줄무늬", "--date", "2026-03-01"],
            ["add", fixtures.appendingPathComponent("album/photoism-mint.jpg").path, "--tag", "포토이즘",
             "--memo", "지운 사진", "--date", "2026-01-05"],
        ]
        for arguments in added { #expect(try album.poki(arguments).status == 0, "\(arguments)") }
        #expect(try album.poki(["delete", String(trashed), "--yes"]).status == 0)
    }

    private func exportAlbum(_ extra: [String] = []) throws -> PokiProcess.Result {
        try album.poki(["export", "--html", export.path, "--jobs", "2"] + extra)
    }

    private func text(_ relative: String) throws -> String {
        try String(contentsOf: export.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The album's documents, by ID.
    private func photos() throws -> [Int: [String: Any]] {
        let listed = try album.poki(["list", "--json"])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: documents.map { ($0["id"] as! Int, $0) })
    }

    private func pictureStem(_ id: Int) throws -> String {
        let sha = try #require(try photos()[id]?["sha256"] as? String)
        return "\(id)-\(sha.prefix(8))"
    }

    // MARK: What the folder holds

    @Test func everyPageAndPictureIsThereAndEveryLinkLeadsToAFileInTheFolder() throws {
        let result = try exportAlbum()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        #expect(result.standardOutput == "\(export.path): 3 photos; 16 files written, 0 unchanged, 0 removed\n")
        for page in ["index.html", "calendar.html", "poses.html", "style.css"] {
            #expect(FileManager.default.fileExists(atPath: export.appendingPathComponent(page).path), "\(page)")
        }
        for id in [print, portrait, stripes] {
            let stem = try pictureStem(id)
            for file in ["photos/\(id).html", "thumbs/\(stem).jpg", "images/\(stem).jpg"] {
                #expect(FileManager.default.fileExists(atPath: export.appendingPathComponent(file).path), "\(file)")
            }
            #expect(try text("index.html").contains("href=\"photos/\(id).html\"><img src=\"thumbs/\(stem).jpg\""))
            #expect(try text("photos/\(id).html").contains("<img src=\"../images/\(stem).jpg\""))
        }
        // Every address in every page is relative and names a file that is there.
        let pages = try FileManager.default.subpathsOfDirectory(atPath: export.path).filter { $0.hasSuffix(".html") }
        #expect(pages.count == 3 + 3 + 3, "index, calendar, poses, a page per tag and per photo")
        let address = try NSRegularExpression(pattern: "(?:href|src)=\"([^\"#]*)")
        for page in pages {
            let html = try text(page)
            #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//"), "\(page)")
            for match in address.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                let target = String(html[Range(match.range(at: 1), in: html)!])
                let file = export.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(target).standardized
                #expect(file.path.hasPrefix(export.path + "/"), "\(page): \(target)")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page): \(target)")
            }
        }
        // A print's page names its layout and frame in words; an ordinary photo's has no such line.
        #expect(try text("photos/\(print).html").contains("<dt>Print</dt><dd>1x4, 4 cuts, white frame</dd>"))
        #expect(try !text("photos/\(portrait).html").contains("<dt>Print</dt>"))
        // Newer and older links follow the feed: newest day first.
        #expect(try text("photos/\(stripes).html").contains("<a rel=\"prev\" href=\"\(portrait).html\">"))
        #expect(try text("photos/\(stripes).html").contains("<a rel=\"next\" href=\"\(print).html\">"))
        #expect(try text("calendar.html").contains("<a href=\"photos/\(portrait).html\" title=\"2026-03-12: 1 photo\""))
        // Monday first, as `poki calendar`: 2026-03-01 is a Sunday, the seventh cell, painted and linked.
        #expect(try text("calendar.html").contains("<tbody>\n<tr>" + String(repeating: "<td></td>", count: 6) + "<td class=\"memory\"><a"))
        #expect(try text("calendar.html").contains("href=\"photos/\(stripes).html\" title=\"2026-03-01"))
    }

    @Test func userTextIsEscapedAndHangulMemosKeepTheirLines() throws {
        #expect(try exportAlbum().status == 0)
        let index = try text("index.html"), page = try text("photos/\(portrait).html")
        for html in [index, page] {
            #expect(html.contains("<p class=\"memo\">&lt;script&gt;alert(1)&lt;/script&gt;</p>"))
            #expect(!html.contains("<script"))
        }
        #expect(try text("photos/\(print).html").contains("<p class=\"memo\">민지랑 홍대에서\n첫 네컷 &amp; &lt;우정&gt;</p>"))
        #expect(index.contains(">인생네컷 <span class=\"count\">1</span></a>"))
        #expect(index.contains(">셀카</a>"))
        #expect(try text("style.css").contains("white-space: pre-wrap"))
    }

    @Test func theTrashedPhotoIsNowhere() throws {
        #expect(try exportAlbum().status == 0)
        let everything = try FileManager.default.subpathsOfDirectory(atPath: export.path)
        #expect(!everything.contains { $0.contains(String(trashed)) })
        for page in everything where page.hasSuffix(".html") {
            let html = try text(page)
            #expect(!html.contains("지운 사진") && !html.contains("포토이즘"), "\(page)")
        }
    }

    @Test func picturesAreUprightProgressiveJPEGsWithoutMetadataAndTransparencyOverWhite() throws {
        #expect(try exportAlbum().status == 0)
        let stem = try pictureStem(portrait)
        for folder in ["thumbs", "images"] {
            let path = export.appendingPathComponent("\(folder)/\(stem).jpg").path
            let decoded = try ImageDecoder.decode(fileAt: path)
            // Stored 120x80 with orientation 6: the pixels themselves are turned, 80x120.
            #expect(decoded.format == .jpeg)
            #expect(decoded.storedWidth == 80 && decoded.storedHeight == 120, "\(folder)")
            #expect(decoded.exif == nil)
            let markers = try Self.markers(in: Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(markers.contains(0xC2), "progressive (SOF2)")
            #expect(markers.allSatisfy { $0 == 0xE0 || !(0xE1...0xEF).contains($0) && $0 != 0xFE }, "only JFIF's APP0: \(markers)")
        }
        let print = try ImageDecoder.decode(fileAt: export.appendingPathComponent("thumbs/\(try pictureStem(self.print)).jpg").path)
        #expect(max(print.storedWidth, print.storedHeight) == 480)
        let screen = try ImageDecoder.decode(fileAt: export.appendingPathComponent("images/\(try pictureStem(self.print)).jpg").path)
        #expect(screen.storedWidth == 600 && screen.storedHeight == 900, "a 600x900 print is not made larger")
        // Alternate columns of opaque pink and fully transparent green: over white, every pixel is
        // a pink or a paler pink; the hidden green would make green outweigh red.
        let stripes = try ImageDecoder.decode(fileAt: export.appendingPathComponent("thumbs/\(try pictureStem(self.stripes)).jpg").path)
        #expect(stripes.storedWidth == 480 && stripes.storedHeight == 60)
        let rgba = stripes.sample.rgba
        let greenish = stride(from: 0, to: rgba.count, by: 4).filter { Int(rgba[$0 + 1]) >= Int(rgba[$0]) }
        #expect(greenish.isEmpty)
        // The 480-pixel thumbnail is decoded whole: its one-pixel stripes ring and clip at 255, so
        // the red of the sample's pixel is a little under the pink's.
        #expect(rgba[0] > 200 && rgba[0] > rgba[1] + 40 && rgba[1] > 130 && rgba[1] < 200, "pink half-covered over white: \(rgba[0...2])")
    }

    /// The marker bytes of a JPEG's segments up to its first scan.
    static func markers(in data: Data) throws -> [UInt8] {
        let bytes = [UInt8](data)
        var markers: [UInt8] = [], index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            markers.append(marker)
            if marker == 0xDA { break }
            index += 2 + Int(bytes[index + 2]) << 8 + Int(bytes[index + 3])
        }
        return markers
    }

    // MARK: Exporting again

    /// Each file's bytes, modification time and inode: a file written again, even with the same
    /// bytes, differs.
    private func folderState() throws -> [String: String] {
        var state: [String: String] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: export.path) {
            let path = export.appendingPathComponent(relative).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            state[relative] = "\(bytes.hashValue) \(bytes.count) \(modified) \(attributes[.systemFileNumber] ?? 0)"
        }
        return state
    }

    private func changedFiles(from before: [String: String], to after: [String: String]) -> Set<String> {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    @Test func aSecondExportWithNothingChangedWritesNothing() throws {
        #expect(try exportAlbum().status == 0)
        let before = try folderState()
        let again = try exportAlbum(["--json"])
        #expect(again.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])
        #expect(summary["written"] as? Int == 0 && summary["removed"] as? Int == 0 && summary["unchanged"] as? Int == 16)
        #expect(try folderState() == before)
    }

    @Test func editingOneMemoRewritesThatPhotosPageAndTheFeedsOnly() throws {
        #expect(try exportAlbum().status == 0)
        let before = try folderState()
        #expect(try album.poki(["edit", String(stripes), "--memo", "고친 메모"]).status == 0)
        let result = try exportAlbum()
        #expect(result.standardOutput.hasSuffix("3 photos; 3 files written, 13 unchanged, 0 removed\n"))
        let tagPage = try #require(try text("photos/\(stripes).html").firstMatch(of: /href="\.\.\/(tags\/[0-9a-f]+\.html)"/)?.1)
        #expect(changedFiles(from: before, to: try folderState()) == ["photos/\(stripes).html", "index.html", String(tagPage), ".poki-export.json"])
        #expect(try text("photos/\(stripes).html").contains("고친 메모"))
    }

    @Test func deletingAPhotoRemovesItsFilesAndLeavesFilesPokiDidNotMakeAlone() throws {
        #expect(try exportAlbum().status == 0)
        let notes = export.appendingPathComponent("notes.txt"), mine = export.appendingPathComponent("photos/mine.html")
        try Data("내 메모".utf8).write(to: notes)
        try Data("<p>mine</p>".utf8).write(to: mine)
        let stem = try pictureStem(stripes)
        #expect(try album.poki(["delete", String(stripes), "--yes"]).status == 0)
        let result = try exportAlbum()
        #expect(result.status == 0)
        // Its page, its two pictures and the page of its tag, which no other photo has.
        #expect(result.standardOutput.hasSuffix(", 4 removed\n"), "\(result.standardOutput)")
        for file in ["photos/\(stripes).html", "thumbs/\(stem).jpg", "images/\(stem).jpg"] {
            #expect(!FileManager.default.fileExists(atPath: export.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!(try text("index.html").contains("photo-\(stripes)")))
        #expect(try Data(contentsOf: notes) == Data("내 메모".utf8))
        #expect(try Data(contentsOf: mine) == Data("<p>mine</p>".utf8))
    }

    // MARK: Refusals

    @Test func aFolderHoldingOtherFilesIsRefusedAndLeftAsItWas() throws {
        try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
        try Data("jpeg".utf8).write(to: export.appendingPathComponent("holiday.jpg"))
        let before = try AlbumSnapshot(of: export)
        let result = try exportAlbum()
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: \(export.path) is not empty and is not a poki export (no .poki-export.json); choose an empty or new folder\n")
        #expect(try AlbumSnapshot(of: export) == before)
        let json = try exportAlbum(["--json"])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains("\"error\" : \"\(export.path) is not empty and is not a poki export"))
    }

    @Test func aFileInsteadOfAFolderAndAMissingHTMLOptionAreRefused() throws {
        try Data("x".utf8).write(to: export)
        let file = try exportAlbum()
        #expect(file.status == 1)
        #expect(file.standardError == "error: \(export.path) is a regular file, not a folder to export into\n")
        let missing = try album.poki(["export"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: missing --html DIR"))
    }

    @Test func aHandEditedMarkerCannotMakeAnExportRemoveOtherFiles() throws {
        #expect(try exportAlbum().status == 0)
        let marker = export.appendingPathComponent(".poki-export.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: marker)) as? [String: Any])
        var files = try #require(document["files"] as? [String: String])
        files["../../album/photos/1000.json"] = "sha256:0"
        document["files"] = files
        try JSONSerialization.data(withJSONObject: document).write(to: marker)
        let result = try exportAlbum()
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(marker.path): not a readable export marker (lists ../../album/photos/1000.json, which no export makes); remove it to export into this folder again\n")
        #expect(FileManager.default.fileExists(atPath: album.directory.appendingPathComponent("photos/1000.json").path))
    }
}

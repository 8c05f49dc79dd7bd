import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ImportSourcesTests {
    private func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("poki-walk-\(UUID().uuidString)").path
        for folder in ["b", "a/nested", ".hidden", "a/.secret"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for file in ["z.jpg", "b/2.png", "b/1.jpg", "a/nested/x.jpg", "a/note.txt", ".hidden/h.jpg", "a/.secret/s.jpg", ".dot.jpg"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/a/loop", withDestinationPath: root)
        return root
    }

    private func relative(_ paths: [String], to root: String) -> [String] {
        paths.map { String($0.dropFirst(root.count + 1)) }
    }

    @Test func recursiveWalkIsSortedAndAccountsForEveryEntry() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = ImportSources.files(in: [root], recursive: true)
        #expect(relative(listing.files, to: root) == ["a/nested/x.jpg", "a/note.txt", "b/1.jpg", "b/2.png", "z.jpg"])
        #expect(listing.problems.isEmpty)
        // The link back to the root ends the loop, named; hidden entries are named, not walked.
        let passed = Dictionary(uniqueKeysWithValues: listing.passedOver.map { (String($0.path.dropFirst(root.count + 1)), $0.reason) })
        #expect(passed["a/loop"]?.english == "the same folder as \(root), walked already")
        #expect(passed[".hidden"]?.english == "a hidden folder, not walked")
        #expect(passed["a/.secret"]?.english == "a hidden folder, not walked")
        #expect(passed[".dot.jpg"]?.english == "a hidden file")
        #expect(passed.count == 4)
    }

    @Test func withoutRecursiveSubfoldersAreNamedNotWalked() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = ImportSources.files(in: [root], recursive: false)
        #expect(relative(listing.files, to: root) == ["z.jpg"])
        #expect(listing.passedOver.contains(ImportSources.PassedOver(path: "\(root)/a", reason: .verbatim("a folder; --recursive walks it"))))
    }

    @Test func linkedFoldersAreFollowedOnceAndDanglingLinksFail() throws {
        let root = try makeTree()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("poki-walk-outside-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("y".utf8).write(to: URL(fileURLWithPath: "\(outside)/kept.jpg"))
        try FileManager.default.createSymbolicLink(atPath: "\(root)/b/outside", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: "\(root)/b/again", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: "\(root)/b/gone.jpg", withDestinationPath: "\(root)/nothing.jpg")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/b/same.jpg", withDestinationPath: "\(root)/z.jpg")
        let listing = ImportSources.files(in: [root], recursive: true)
        #expect(relative(listing.files, to: root) == ["a/nested/x.jpg", "a/note.txt", "b/1.jpg", "b/2.png", "b/again/kept.jpg", "b/same.jpg"])
        #expect(listing.problems == [ImportSources.Problem(path: "\(root)/b/gone.jpg", reason: .verbatim("dangling symbolic link to \(root)/nothing.jpg"))])
        #expect(listing.passedOver.contains(ImportSources.PassedOver(path: "\(root)/b/outside", reason: .verbatim("the same folder as \(root)/b/again, walked already"))))
        #expect(listing.passedOver.contains(ImportSources.PassedOver(path: "\(root)/z.jpg", reason: .verbatim("the same file as \(root)/b/same.jpg"))))
    }

    @Test func namedFilesAreKeptAndMissingOnesReported() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = ImportSources.files(in: ["\(root)/.dot.jpg", "\(root)/missing.jpg"], recursive: false)
        #expect(listing.files == ["\(root)/.dot.jpg"])
        #expect(listing.problems == [ImportSources.Problem(path: "\(root)/missing.jpg", reason: .verbatim("no such file or folder"))])
    }

    @Test func fileListsSplitOnLinesOrNULs() {
        #expect(FileList.names(in: Array("a.jpg\r\n\nb c.jpg\n".utf8), separatedByNUL: false) == ["a.jpg", "b c.jpg"])
        #expect(FileList.names(in: Array("line\nbreak.jpg\u{0}x.jpg\u{0}".utf8), separatedByNUL: true) == ["line\nbreak.jpg", "x.jpg"])
    }
}

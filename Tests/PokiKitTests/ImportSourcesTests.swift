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

    @Test func recursiveWalkIsSortedSkipsHiddenAndDoesNotFollowFolderLinks() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (files, problems) = ImportSources.files(in: [root], recursive: true)
        #expect(files.map { String($0.dropFirst(root.count + 1)) } == ["a/nested/x.jpg", "a/note.txt", "b/1.jpg", "b/2.png", "z.jpg"])
        #expect(problems.isEmpty)
    }

    @Test func withoutRecursiveOnlyTheFolderItself() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (files, _) = ImportSources.files(in: [root], recursive: false)
        #expect(files.map { String($0.dropFirst(root.count + 1)) } == ["z.jpg"])
    }

    @Test func namedFilesAreKeptAndMissingOnesReported() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (files, problems) = ImportSources.files(in: ["\(root)/.dot.jpg", "\(root)/missing.jpg"], recursive: false)
        #expect(files == ["\(root)/.dot.jpg"])
        #expect(problems == [ImportSources.Problem(path: "\(root)/missing.jpg", reason: "no such file or folder")])
    }
}

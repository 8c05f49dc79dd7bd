import Foundation
import Testing
@testable import PokiSystem

/// ``OpenFolder``: what an export writes goes into the folder it opened, whatever link replaces
/// that folder meanwhile (issue #24: a `web/thumbs` replaced by a link sent writes and removals
/// where the link led).
@Suite struct OpenFolderTests {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("open-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/victim", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root + "/victim/old.jpg"))
    }

    private func names(_ folder: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    @Test func aSubfolderThatIsALinkIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let web = try OpenFolder(root)
        try FileManager.default.createSymbolicLink(atPath: root + "/thumbs", withDestinationPath: root + "/victim")
        #expect(throws: FileSystemError.self) { try web.subfolder("thumbs", permissions: 0o755) }
        #expect(try names(root + "/victim") == ["old.jpg"])
    }

    @Test func writesAndRemovalsStayInTheFolderOpenedWhenALinkTakesItsPlace() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let thumbs = try OpenFolder(root).subfolder("thumbs", permissions: 0o755)
        try thumbs.write(Array("one".utf8), named: "old.jpg", permissions: 0o644)
        // Someone swaps the folder for a link to another one between two writes.
        try FileManager.default.moveItem(atPath: root + "/thumbs", toPath: root + "/thumbs-moved")
        try FileManager.default.createSymbolicLink(atPath: root + "/thumbs", withDestinationPath: root + "/victim")

        try thumbs.write(Array("two".utf8), named: "new.jpg", permissions: 0o644)
        try thumbs.remove(named: "old.jpg")
        try thumbs.sync()
        #expect(try names(root + "/victim") == ["old.jpg"], "nothing written or removed where the link leads")
        #expect(try String(contentsOfFile: root + "/victim/old.jpg", encoding: .utf8) == "keep")
        #expect(try names(root + "/thumbs-moved") == ["new.jpg"])
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/thumbs-moved/new.jpg")[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }
}

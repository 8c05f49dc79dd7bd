import Foundation
import Testing
import PokiTestSupport

/// `poki import` and eight `poki add` processes writing to one album at once.
@Suite struct ImportConcurrencyTests {
    @Test func eightAddersAndAnImportGiveDistinctGapFreeIDs() throws {
        let album = try TemporaryAlbum()
        let added = try album.distinctImages(40, named: "added")
        let importFolder = album.scratch.appendingPathComponent("import")
        try FileManager.default.createDirectory(at: importFolder, withIntermediateDirectories: true)
        for path in try album.distinctImages(40, named: "imported") {
            try FileManager.default.moveItem(atPath: path, toPath: importFolder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path)
        }
        let list = album.scratch.appendingPathComponent("files.txt")
        try added.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let script = """
        "$POKI" import "$FOLDER" --jobs 2 > "$OUT/import.txt" &
        xargs -n1 -P8 "$POKI" add --tag 하루필름 < "$LIST" > "$OUT/add.txt"
        adders=$?
        wait $!
        exit $(( adders | $? ))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = [
            "PATH": "/usr/bin:/bin", "POKI": PokiProcess.executable.path, "LIST": list.path,
            "FOLDER": importFolder.path, "OUT": album.scratch.path, "POKI_LIBRARY": album.directory.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ids = try ["import.txt", "add.txt"].flatMap { name in
            try String(contentsOf: album.scratch.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").compactMap { Int($0) }
        }
        #expect(ids.count == 80)
        #expect(Set(ids) == Set(1000...1079))
        let check = try album.poki(["check"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }
}

import Foundation

/// Every file and folder under a directory with its bytes, to check that a failed command left an
/// album exactly as it was.
package struct AlbumSnapshot: Equatable {
    package var entries: [String: Data?]

    package init(of directory: URL) throws {
        entries = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = directory.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            entries[relative] = isDirectory.boolValue ? nil : try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }
}

/// A temporary album and distinct image files to put in it.
package struct TemporaryAlbum {
    package let directory: URL
    package let scratch: URL

    package init() throws {
        // Files a test writes into an album (a damaged document, a copied image) get the modes
        // poki gives its own, so `check` does not also report them as readable by others.
        umask(0o077)
        let root = try PokiProcess.temporaryDirectory()
        directory = root.appendingPathComponent("album")
        scratch = root.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs poki on this album.
    @discardableResult
    package func poki(_ arguments: [String], environment: [String: String] = [:], input: String? = nil, timeLimit: Double? = nil) throws -> PokiProcess.Result {
        try PokiProcess.run(arguments, environment: environment.merging(["POKI_LIBRARY": directory.path]) { $1 }, input: input, timeLimit: timeLimit)
    }

    /// `count` different PNG files (a fixture with a distinct trailer after IEND, which decoders ignore).
    package func distinctImages(_ count: Int, named prefix: String = "photo") throws -> [String] {
        let base = try Data(contentsOf: PokiProcess.fixtures.appendingPathComponent("png/split-rgb8.png"))
        return try (0..<count).map { index in
            let url = scratch.appendingPathComponent("\(prefix)-\(index).png")
            try (base + Data("\(prefix)-\(index)".utf8)).write(to: url)
            return url.path
        }
    }

    package func snapshot() throws -> AlbumSnapshot { try AlbumSnapshot(of: directory) }
}

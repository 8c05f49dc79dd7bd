import Foundation

/// The tests' own web server, `Tests/HTTPServer/serve.py`, on 127.0.0.1: booth-like pages, photos,
/// redirects, errors, endless and stalling bodies. The script detaches (see its header); the
/// server is stopped when this value is dropped, and stops by itself when the test process is gone.
package final class TestWebServer {
    /// `http://127.0.0.1:PORT`.
    package let base: String
    /// The detached server's process ID.
    package let serverID: pid_t

    /// Starts the server on `port` (0: a free port the system picks).
    package init(port: Int = 0) throws {
        let script = PokiProcess.fixtures.deletingLastPathComponent().appendingPathComponent("Tests/HTTPServer/serve.py")
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, PokiProcess.fixtures.path, String(port)]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let fields = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let chosen = Int(fields[0]), let server = pid_t(fields[1]) else {
            throw ServerFailure(message: "the test web server did not start (python3 missing, or port \(port) busy)")
        }
        base = "http://127.0.0.1:\(chosen)"
        serverID = server
    }

    deinit {
        kill(serverID, SIGTERM)
    }

    /// The URL of `path` on this server.
    package func url(_ path: String) -> String { base + path }

    package struct ServerFailure: Error, CustomStringConvertible {
        var message: String
        package var description: String { message }
    }
}

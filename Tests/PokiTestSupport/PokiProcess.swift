import Foundation

/// Runs the built `poki` binary the way a user or a script does, and captures what it printed.
package struct PokiProcess {
    /// What one run printed and how it ended.
    package struct Result {
        package var status: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// The `poki` executable next to the test bundle in the build directory.
    package static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("poki")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ProcessInfo.processInfo.environment["POKI_BINARY"] ?? "poki")
    }()

    /// The repository's Fixtures folder.
    package static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Runs `poki arguments…` with a clean environment plus `environment`, feeding `input` on stdin.
    /// A run still going after `timeLimit` seconds is killed by coreutils' `timeout` (status 124
    /// then): a test of something that must not hang fails instead of hanging the suite.
    @discardableResult
    package static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil, directory: URL? = nil, timeLimit: Double? = nil) throws -> Result {
        let process = Process()
        if let timeLimit {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = ["-s", "KILL", String(timeLimit), executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        base.merge(environment) { $1 }
        process.environment = base
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Drain standard error on another thread so a chatty child cannot block on a full pipe.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self)
        )
    }

    /// A fresh empty directory in this test process's folder (``processFolder``), which goes
    /// when the process ends: a test need not remove it.
    package static func temporaryDirectory() throws -> URL {
        let url = processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `poki-tests-PID-UUID` in the system's temporary directory (two sandboxes sharing /tmp may
    /// reuse a process ID), removed with all in it when the test process exits, so a run of the
    /// suite leaves no albums behind in /tmp.
    private static let processFolder: URL = {
        atexit { try? FileManager.default.removeItem(at: PokiProcess.processFolder) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("poki-tests-\(getpid())-\(UUID().uuidString)")
    }()
}

/// Reads a pipe to its end on a background thread.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    package init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    package func wait() -> Data {
        done.wait()
        return data
    }
}

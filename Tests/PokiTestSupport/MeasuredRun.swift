import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs the built `poki` as its own process under GNU `time`, which reports its peak resident
/// memory, and measures the wall time. Output goes to files, read back afterwards.
///
/// Not `wait4` on a child the test process spawns: Linux starts a child's peak (`ru_maxrss`) at
/// the peak of the process it was spawned from, and the test process, running other tests
/// (Tesseract's engines among them) at the same time, peaks near 300 MiB, more than poki. GNU
/// `time`, a small process, forks poki: its peak is poki's own.
package struct MeasuredRun {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
    /// Peak resident set size of the `poki` process, in KiB (GNU time's `%M`).
    package var peakMemoryKiB: Int
    package var seconds: Double

    /// Runs `poki arguments…` with a small fixed environment plus `environment`.
    package static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> MeasuredRun {
        let directory = try PokiProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appendingPathComponent("stdout").path
        let errorPath = directory.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let memoryPath = directory.appendingPathComponent("peak").path
        let executable = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw POSIXError(.ENOENT, userInfo: [NSLocalizedDescriptionKey: "\(executable) is missing: install the time package (Tests/dependencies.sh)"])
        }
        let argumentStrings = [executable, "-f", "%M", "-o", memoryPath, PokiProcess.executable.path] + arguments
        let environmentStrings = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "NO_COLOR": "1"]
            .merging(environment) { $1 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let argv = argumentStrings.map { strdup($0) } + [nil]
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let elapsed = clock.now - start
        // WIFEXITED / WEXITSTATUS are macros: exit status in bits 8-15, or the signal in 0-6.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        // time's last line (a line before it says how poki ended, when not with 0).
        let report = (try? String(contentsOfFile: memoryPath, encoding: .utf8)) ?? ""
        guard let peak = report.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw POSIXError(.EIO, userInfo: [NSLocalizedDescriptionKey: "no peak memory from time: \(report)"])
        }
        return MeasuredRun(
            status: exitStatus,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            peakMemoryKiB: peak,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }
}

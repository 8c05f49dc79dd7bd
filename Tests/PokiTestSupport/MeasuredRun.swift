import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs the built `poki` as its own process and measures it as `/usr/bin/time -v` would: peak
/// resident memory from the child's own `wait4` accounting (not the test process's, which runs
/// other tests at the same time) and wall time. Output goes to files, read back afterwards.
package struct MeasuredRun {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
    /// Peak resident set size of the `poki` process, in KiB (`ru_maxrss`).
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

        let executable = PokiProcess.executable.path
        let argumentStrings = [executable] + arguments
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
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let elapsed = clock.now - start
        // WIFEXITED / WEXITSTATUS are macros: exit status in bits 8-15, or the signal in 0-6.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return MeasuredRun(
            status: exitStatus,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            peakMemoryKiB: Int(usage.ru_maxrss),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }
}

import Foundation

/// Runs a bash script that drives poki (found in `$POKI`), for what a test cannot set up from
/// Swift: a umask, or mounts. With `privateMounts` it runs in a private mount namespace
/// (`unshare --mount --map-root-user`), where it may mount a small tmpfs or a bind mount without
/// root and without leaving a mount behind: the mounts end with the script. With `privateNetwork`
/// as well (`--net`), it has a network of its own with only a loopback, down until the script
/// brings it up (`ip link set lo up`), where a server may take port 80 and a bind-mounted
/// /etc/hosts may send real host names to it.
package enum ShellScript {
    /// What the script printed (standard error merged into standard output, in order) and how it ended.
    package static func run(
        _ script: String, environment: [String: String] = [:], privateMounts: Bool = false, privateNetwork: Bool = false, timeLimit: Int = 120
    ) throws -> PokiProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        let namespace = privateMounts || privateNetwork
            ? ["unshare"] + (privateMounts ? ["--mount"] : []) + (privateNetwork ? ["--net"] : []) + ["--map-root-user"] : []
        process.arguments = ["-s", "KILL", String(timeLimit)] + namespace + ["bash", "-c", script]
        var base = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": NSTemporaryDirectory(),
            "POKI": PokiProcess.executable.path,
        ]
        base.merge(environment) { $1 }
        process.environment = base
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PokiProcess.Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self), standardError: "")
    }
}

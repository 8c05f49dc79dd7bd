import Foundation

/// Runs the tmux command `words` that starts a tmux server, with nothing but /dev/null open in it
/// and no signal blocked or ignored, and waits for that command (not the server) to end; whether
/// it could be started.
///
/// Through `Process`, the server would inherit the descriptor Foundation watches to see the client
/// end (and any pipe of a test running in parallel), and the client would never seem to end. A
/// terminal's programs start with no signal blocked or ignored, whatever the test runner's thread
/// had: poki's handling of SIGINT, SIGHUP and SIGTERM is under test.
/// - Parameter environment: the server's environment; nil for the test runner's own.
package func startDetachedTmux(_ words: [String], environment: [String: String]?) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    // glibc ignores closing a descriptor that was closed meanwhile.
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
        argv.forEach { free($0) }
        envp?.forEach { free($0) }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var processID = pid_t()
    let started = envp.map { envp in
        var envp = envp
        return posix_spawnp(&processID, "tmux", &actions, &attributes, argv, &envp)
    } ?? posix_spawnp(&processID, "tmux", &actions, &attributes, argv, environ)
    guard started == 0 else { return false }
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0, errno == EINTR {}
    return true
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The terminal and the process: TTY checks, window size, local time, signals, programs run on
/// the terminal, and exit (the standard streams are written through ``Syscall``).
extension Platform {
    package static let standardInput: Int32 = 0
    package static let standardOutput: Int32 = 1
    package static let standardError: Int32 = 2

    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Columns of the terminal on `descriptor`, when it is one and reports a size.
    package static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Rows of the terminal on `descriptor`, when it is one and reports a size.
    package static func terminalRows(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Pixels in one character cell of the terminal on `descriptor`, when it reports its size in
    /// pixels (an ioctl, not a query sent to the terminal).
    package static func cellPixels(_ descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    // MARK: Programs on the terminal

    /// Ctrl-C and Ctrl-\: the terminal sends them to its whole foreground process group.
    static let keyboardSignals = [SIGINT, SIGQUIT]
    /// A closed terminal and `kill`.
    static let terminationSignals = [SIGHUP, SIGTERM]

    /// How a child process ended.
    package enum ChildEnding: Sendable, Equatable {
        case exited(status: Int32)
        case killed(signal: Int32)
    }

    /// Starts the program at `path` in poki's own process group (no `POSIX_SPAWN_SETPGROUP`), with
    /// every signal at its default action and none blocked, whatever poki set for itself.
    /// - Returns: the child's process ID, or the error number when it could not be started.
    package static func spawn(_ path: String, arguments: [String], environment: [String: String]) -> Result<Int32, ChildStartError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in keyboardSignals + terminationSignals + [SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // Each string as the bytes it stands for (``FileNameBytes``): a file name that is not UTF-8 reaches the child unchanged.
        let argv = arguments.map { FileNameBytes.withCString($0) { strdup($0) } } + [nil]
        let envp = environment.map { entry in FileNameBytes.withCString("\(entry.key)=\(entry.value)") { strdup($0) } } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var processID = pid_t()
        let code = FileNameBytes.withCString(path) { posix_spawn(&processID, $0, nil, &attributes, argv, envp) }
        guard code == 0 else { return .failure(ChildStartError(code: code, reason: String(cString: strerror(code)))) }
        return .success(Int32(processID))
    }

    /// Why ``spawn(_:arguments:environment:)`` failed.
    package struct ChildStartError: Error, Sendable {
        var code: Int32
        package var reason: String
    }

    /// Waits for the child `processID` to end (not merely stop: a job stopped by Ctrl-Z is resumed
    /// by the shell's `fg`, poki with it).
    package static func waitForEnd(of processID: Int32) -> ChildEnding {
        var status: Int32 = 0
        while waitpid(pid_t(processID), &status, 0) == -1 {
            if errno != EINTR { return .killed(signal: 0) }
        }
        // The wait status layout every POSIX system uses: the macros (WIFEXITED …) are not imported.
        let signalNumber = status & 0x7F
        return signalNumber == 0 ? .exited(status: (status >> 8) & 0xFF) : .killed(signal: signalNumber)
    }

    /// Ignores the keyboard signals and catches the termination signals, passing each on to the
    /// process ``forwardTerminationSignals(to:)`` names; ``restoreSignals(_:)`` undoes it.
    package static func shieldFromSignals() -> SignalShield {
        caughtTerminationSignal.store(0, ordering: .relaxed)
        signalTarget.store(0, ordering: .relaxed)
        var previous: [(Int32, SignalHandler?)] = []
        for signalNumber in keyboardSignals {
            previous.append((signalNumber, signal(signalNumber, SIG_IGN)))
        }
        for signalNumber in terminationSignals {
            previous.append((signalNumber, signal(signalNumber, forwardTerminationSignal)))
        }
        return SignalShield(previous: previous)
    }

    /// Passes the termination signals caught from now on to `processID`, and one caught before.
    package static func forwardTerminationSignals(to processID: Int32) {
        signalTarget.store(processID, ordering: .relaxed)
        let caught = caughtTerminationSignal.load(ordering: .relaxed)
        if caught != 0 { kill(pid_t(processID), caught) }
    }

    /// Puts back what the signals did before ``shieldFromSignals()``.
    /// - Returns: the termination signal poki received meanwhile, if any.
    package static func restoreSignals(_ shield: SignalShield) -> Int32? {
        for (signalNumber, handler) in shield.previous { signal(signalNumber, handler) }
        signalTarget.store(0, ordering: .relaxed)
        let caught = caughtTerminationSignal.exchange(0, ordering: .relaxed)
        return caught == 0 ? nil : caught
    }

    /// `SIGINT` for 2: the name people know a signal by.
    package static func signalName(_ signalNumber: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL",
            SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGBUS: "SIGBUS",
        ]
        return names[signalNumber] ?? "signal \(signalNumber)"
    }

    typealias SignalHandler = @convention(c) (Int32) -> Void

    /// What the signals did before ``shieldFromSignals()``.
    package struct SignalShield {
        fileprivate var previous: [(Int32, SignalHandler?)]
    }

    /// Whether `code` says the reader of a pipe went away (`poki list | head`).
    package static func isBrokenPipe(_ code: Int32) -> Bool {
        code == EPIPE
    }

    /// The wall-clock time in the local time zone (`TZ`, else `/etc/localtime`) at `seconds`
    /// since 1970-01-01T00:00:00Z, and the zone's offset from UTC in seconds then.
    package static func localTime(secondsSinceEpoch seconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int)? {
        tzset()
        var time = time_t(seconds)
        var fields = tm()
        guard localtime_r(&time, &fields) != nil else { return nil }
        return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_mday),
                Int(fields.tm_hour), Int(fields.tm_min), Int(fields.tm_sec), Int(fields.tm_gmtoff))
    }

    package static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// Ignore SIGPIPE so `poki list | head` ends quietly instead of dying mid-write.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}

// Read by the signal handler: atomics, set up before the handler is installed.
private let caughtTerminationSignal = Atomic<Int32>(0)
private let signalTarget = Atomic<Int32>(0)

/// Records the signal and passes it on to the child; only async-signal-safe work.
private func forwardTerminationSignal(_ signalNumber: Int32) {
    caughtTerminationSignal.store(signalNumber, ordering: .relaxed)
    let target = signalTarget.load(ordering: .relaxed)
    if target > 0 { kill(pid_t(target), signalNumber) }
}

// MARK: - Stopping at the next safe point

extension Platform {
    /// While `body` runs, Ctrl-C (SIGINT), `kill` (SIGTERM) and a closed terminal (SIGHUP) no longer end
    /// poki at once: they are recorded, and a long job asks ``interruptingSignal`` between two
    /// steps and stops there, having said what it finished. A second signal of the same kind
    /// while poki is still stopping ends it as usual. A signal the caller ignores stays ignored
    /// (`nohup`, a background job of a shell without job control); one it blocked (a parent's
    /// mask, inherited) is let through. Call it before starting other threads, which inherit the
    /// signal mask. What the signals did before is put back when `body` returns or throws.
    package static func catchingInterrupts<Result>(_ body: () throws -> Result) rethrows -> Result {
        let shield = catchInterrupts()
        defer { stopCatchingInterrupts(shield) }
        return try body()
    }

    private static func catchInterrupts() -> SignalShield {
        interruptingSignalNumber.store(0, ordering: .relaxed)
        var previous: [(Int32, SignalHandler?)] = []
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            // Ignored meanwhile, never caught: a signal the caller ignores is never recorded.
            let before = signal(signalNumber, SIG_IGN)
            previous.append((signalNumber, before))
            if unsafeBitCast(before, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, recordInterrupt)
            }
            sigaddset(&unblocked, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return SignalShield(previous: previous)
    }

    private static func stopCatchingInterrupts(_ shield: SignalShield) {
        for (signalNumber, handler) in shield.previous { signal(signalNumber, handler) }
    }

    /// The signal that asked poki to stop inside ``catchingInterrupts(_:)``, or nil.
    package static var interruptingSignal: Int32? {
        let caught = interruptingSignalNumber.load(ordering: .relaxed)
        return caught == 0 ? nil : caught
    }
}

// Written by the signal handler, read by the job: an atomic.
private let interruptingSignalNumber = Atomic<Int32>(0)

/// Records the signal and lets the next one of its kind end poki; only async-signal-safe work.
private func recordInterrupt(_ signalNumber: Int32) {
    interruptingSignalNumber.store(signalNumber, ordering: .relaxed)
    signal(signalNumber, SIG_DFL)
}

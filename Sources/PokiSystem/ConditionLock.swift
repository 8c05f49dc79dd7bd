/// A lock with a condition to wait on: the threads of an import hand work and results to each
/// other through it. Built on pthreads (``Platform``), not Foundation's `NSCondition`, so the
/// executable needs only the essential part of Foundation.
package final class ConditionLock: @unchecked Sendable {
    // @unchecked: the pthread mutex guards itself; the addresses never change.
    private let condition = Platform.makeCondition()

    package init() {}

    deinit { Platform.destroy(condition) }

    package func lock() { Platform.lock(condition) }

    package func unlock() { Platform.unlock(condition) }

    /// Unlocks, sleeps until ``broadcast()`` (or a spurious wake-up: callers wait in a loop on
    /// their own condition), and locks again.
    package func wait() { Platform.wait(condition) }

    /// Wakes every waiting thread.
    package func broadcast() { Platform.broadcast(condition) }

    /// `body`'s result, computed while holding the lock.
    func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}

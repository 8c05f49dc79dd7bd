import CPokiSystem

/// How the process's memory is managed, for the executable to set once at start-up.
public enum ProcessMemory {
    /// Keep freed memory for the next allocations instead of returning it to the system.
    ///
    /// Analysing an image allocates a few buffers of a few hundred KiB (a working image, its
    /// frame mask, the palette's samples); glibc maps the first of each size afresh and unmaps it
    /// when freed, and buffers of other sizes do not reuse the pages, so every 4 KiB touched costs
    /// a page fault (about a microsecond). Kept, the heap's pages are faulted in once. A `poki`
    /// process is short-lived or reuses the same sizes photo after photo, so the memory kept is
    /// its own peak.
    public static func keepFreedMemory() {
        poki_keep_freed_memory()
    }
}

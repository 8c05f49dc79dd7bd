/// The mount points of this process's mount namespace, from `/proc/self/mountinfo`.
///
/// `st_dev` tells another file system apart, but not a bind mount of a folder of the same one;
/// the mount table tells both.
package enum MountTable {
    /// Every mount point, as an absolute path with links resolved; empty when the table cannot be
    /// read (no `/proc`), where comparing `st_dev` is all that is left.
    package static func mountPoints() -> Set<String> {
        guard let bytes = try? Syscall.contentsIfPresent(of: "/proc/self/mountinfo") else { return [] }
        var points = Set<String>()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            // "36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw": the fifth field.
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard fields.count > 4 else { continue }
            points.insert(unescaped(fields[4]))
        }
        return points
    }

    /// The kernel writes space, tab, newline and backslash in a path as `\040`, `\011`, `\012`, `\134`.
    private static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        var bytes: [UInt8] = []
        var index = field.startIndex
        while index < field.endIndex {
            let byte = field[index]
            if byte == UInt8(ascii: "\\"), field.endIndex - index >= 4,
               let value = UInt8(String(decoding: field[(index + 1)...(index + 3)], as: UTF8.self), radix: 8) {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return FileNameBytes.string(from: bytes)
    }
}

import PokiSystem

/// Instants as text output shows them: in the local time zone (`TZ`, else the system's), with the
/// zone's offset so the line means one instant wherever it is read: `2026-11-20 14:03:22 +0900`.
/// JSON keeps the stored UTC form (`2026-11-20T05:03:22Z`).
enum LocalTime {
    /// `YYYY-MM-DD HH:MM:SS ±HHMM`; the UTC form when the C library cannot convert.
    static func text(_ timestamp: Timestamp) -> String {
        guard let local = Platform.localTime(secondsSinceEpoch: timestamp.secondsSinceEpoch) else { return timestamp.description }
        let offset = abs(local.offset)
        return pad(local.year, 4) + "-" + pad(local.month, 2) + "-" + pad(local.day, 2)
            + " " + pad(local.hour, 2) + ":" + pad(local.minute, 2) + ":" + pad(local.second, 2)
            + " " + (local.offset < 0 ? "-" : "+") + pad(offset / 3600, 2) + pad(offset / 60 % 60, 2)
    }

    /// The local day, `YYYY-MM-DD`.
    static func day(_ timestamp: Timestamp) -> String {
        String(text(timestamp).prefix(10))
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

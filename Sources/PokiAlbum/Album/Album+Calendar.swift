import PokiSystem
import PokiImaging

/// `poki calendar`: the album's days with their memories and colours, read from the date index
/// (each day's IDs and their dominant colours), never from every document.
extension Album {
    /// The days of `month` that have memories, in order.
    public func memoryDays(in month: CalendarMonth) throws -> [MemoryDay] {
        guard try state() == .album else { return [] }
        return try index.days(in: month.year).filter { $0.month == month.month }.compactMap(memoryDay(on:))
    }

    /// The days of `year` that have memories, in order.
    public func memoryDays(inYear year: Int) throws -> [MemoryDay] {
        guard try state() == .album else { return [] }
        return try index.days(in: year).compactMap(memoryDay(on:))
    }

    // MARK: Reading the date index

    private func memoryDay(on day: CalendarDay) throws -> MemoryDay? {
        let entries = try colouredEntries(on: day)
        guard !entries.isEmpty else { return nil }
        return MemoryDay(day: day, ids: entries.map(\.id), colour: entries.last { $0.colour != nil }?.colour)
    }

    /// The photos of `day`, ascending, with their dominant colours. A photo whose colour an older
    /// poki left out of the index is read from its document (and left out when it has none any
    /// more: the index was stale); a damaged document counts without a colour.
    func colouredEntries(on day: CalendarDay) throws -> [(id: Int, colour: Colour?)] {
        try index.entries(on: day).sorted { $0.key < $1.key }.compactMap { id, indexed in
            switch indexed {
            case let .dominant(colour): return (id, colour)
            case .noDominant: return (id, nil)
            case .notRecorded:
                do {
                    guard let photo = try document(forID: id) else { return nil }
                    return (id, photo.palette.dominant?.colour)
                } catch is DocumentError {
                    return (id, nil)
                }
            }
        }
    }
}

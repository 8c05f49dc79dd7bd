import PokiSystem

/// Splits CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks) into
/// records, each with the line it starts on, so a bad record can be named and skipped.
enum CSVRecords {
    struct Record: Equatable {
        /// The 1-based line the record starts on.
        var line: Int
        var fields: [String]
        /// Why the record is malformed, when it is.
        var problem: Phrase?
    }

    static func split(_ text: Substring) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var fieldWasQuoted = false
        var problem: Phrase?
        var line = 1
        var recordLine = 1
        var iterator = text.makeIterator()
        var pending: Character? = nil

        func endRecord() {
            fields.append(field)
            records.append(Record(line: recordLine, fields: fields, problem: problem))
            fields = []
            field = ""
            fieldWasQuoted = false
            problem = nil
        }

        while let character = pending ?? iterator.next() {
            pending = nil
            if inQuotes {
                if character == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        inQuotes = false
                        pending = next
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character == "\r\n" ? "\n" : character)
                }
                continue
            }
            switch character {
            case "\"":
                if field.isEmpty && !fieldWasQuoted {
                    inQuotes = true
                    fieldWasQuoted = true
                } else if problem == nil {
                    problem = Phrase(
                        "a quote inside an unquoted field (quote the whole field and double the quote)",
                        korean: "따옴표로 감싸지 않은 필드 안에 따옴표가 있습니다 (필드 전체를 따옴표로 감싸고, 안의 따옴표는 두 번 쓰십시오)"
                    )
                }
            case ",":
                fields.append(field)
                field = ""
                fieldWasQuoted = false
            case "\n", "\r\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                if fieldWasQuoted, problem == nil {
                    problem = Phrase("text after a closing quote", korean: "닫는 따옴표 뒤에 글자가 있습니다")
                }
                field.append(character)
            }
        }
        if inQuotes {
            problem = Phrase("a quoted field is never closed", korean: "따옴표로 연 필드가 닫히지 않았습니다")
            endRecord()
        } else if !field.isEmpty || !fields.isEmpty {
            endRecord()
        }
        return records
    }
}

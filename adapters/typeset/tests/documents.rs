//! Each kind of graduate document set in type and read back: the text holds the holder, the
//! institution and every subject, and the QR code decodes to the public verification URL.
#![allow(clippy::expect_used, clippy::unwrap_used)] // a test helper panics on a broken set-up by design

use std::process::Command;

use adapters_typeset::Typesetter;
use application::ports::{DocumentPrinter, PrintedDocument, PrintedFact, PrintedSemester, PrintedSubjectRow};

const URL: &str = "https://emis.edu.uz/report/1f0c2e4a-1111-4222-8333-444455556666";

fn row(name: &str, hours: u32, rating: u32) -> PrintedSubjectRow {
    PrintedSubjectRow { cells: vec![name.into(), hours.to_string(), rating.to_string()] }
}

fn semesters() -> Vec<PrintedSemester> {
    vec![
        PrintedSemester {
            title: "1-semestr / 1 семестр / Semester 1".into(),
            rows: vec![row("Oliy matematika", 120, 86), row("O‘zbek tili", 60, 91), row("Физика", 90, 74)],
        },
        PrintedSemester {
            title: "2-semestr / 2 семестр / Semester 2".into(),
            rows: vec![row("Ma’lumotlar tuzilmasi", 120, 88), row("Qo‘shimcha mashg‘ulot", 30, 77)],
        },
    ]
}

fn document(kind: &str, duplicate: bool) -> PrintedDocument {
    let tables = kind != "DIPLOMA";
    PrintedDocument {
        kind: kind.into(),
        country: "O‘ZBEKISTON RESPUBLIKASI · РЕСПУБЛИКА УЗБЕКИСТАН · REPUBLIC OF UZBEKISTAN".into(),
        titles: vec!["DIPLOM".into(), "ДИПЛОМ".into(), "DIPLOMA".into()],
        institution: vec![
            "Toshkent axborot texnologiyalari universiteti".into(),
            "Ташкентский университет информационных технологий".into(),
        ],
        holder: "Karimov Jasur Olim o‘g‘li".into(),
        facts: vec![
            PrintedFact {
                label: "Ta’lim yo‘nalishi / Направление / Field of study".into(),
                value: "60610500 Kompyuter injiniringi".into(),
            },
            PrintedFact {
                label: "Malaka / Квалификация / Qualification".into(), value: "Bakalavr / Бакалавр / Bachelor".into()
            },
            PrintedFact { label: "Raqam / Номер / Number".into(), value: "B 1234567".into() },
        ],
        statement: Vec::new(),
        duplicate: duplicate.then(|| "DUBLIKAT · ДУБЛИКАТ · DUPLICATE".into()),
        columns: vec!["Fan / Предмет / Subject".into(), "Soat / Часы / Hours".into(), "Baho / Оценка / Rating".into()],
        semesters: if tables { semesters() } else { Vec::new() },
        exams_title: "Yakuniy davlat attestatsiyasi (DAK)".into(),
        exams: if tables { vec![row("Davlat imtihoni: dasturlash", 40, 90)] } else { Vec::new() },
        verify_url: URL.into(),
        verify_caption: "Hujjatning haqiqiyligini tekshirish".into(),
        number: if duplicate { "B 1234567-D1".into() } else { "B 1234567".into() },
        issued: "Berilgan sana / Дата выдачи / Issued: 01.07.2027".into(),
    }
}

fn temp(extension: &str) -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    std::env::temp_dir().join(format!("emis-document-{}-{n}.{extension}", std::process::id()))
}

/// The PDF's text, words joined by single spaces whatever the line breaks.
fn text_of(pdf: &[u8]) -> String {
    let file = temp("pdf");
    std::fs::write(&file, pdf).unwrap();
    let out = Command::new("pdftotext").arg(&file).arg("-").output().expect("poppler-utils, which `make test` installs");
    std::fs::remove_file(&file).ok();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What zbarimg reads from the first page rendered at 200 dpi.
fn qr_of(pdf: &[u8]) -> String {
    let file = temp("pdf");
    std::fs::write(&file, pdf).unwrap();
    let root = file.with_extension("page");
    let rendered = Command::new("pdftoppm").args(["-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile"]).arg(&file).arg(&root).status();
    assert!(rendered.expect("pdftoppm from poppler-utils").success());
    // pdftoppm names its image after the root it is given, with `.png` added.
    let image = std::path::PathBuf::from(format!("{}.png", root.display()));
    let out = Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(&image)
        .output()
        .expect("zbarimg from zbar-tools, which `make pdf-tools` installs");
    std::fs::remove_file(&file).ok();
    std::fs::remove_file(&image).ok();
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

fn check(kind: &str, duplicate: bool) {
    let printed = document(kind, duplicate);
    let pdf = Typesetter::new().print(&printed).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let text = text_of(&pdf);
    let mut wanted = vec![
        "Karimov Jasur Olim o‘g‘li",
        "Toshkent axborot texnologiyalari universiteti",
        "Ташкентский университет",
        "ДИПЛОМ",
        "B 1234567",
    ];
    let subjects: Vec<String> = printed
        .semesters
        .iter()
        .flat_map(|s| s.rows.iter().map(|r| r.cells[0].clone()))
        .chain(printed.exams.iter().map(|e| e.cells[0].clone()))
        .collect();
    wanted.extend(subjects.iter().map(String::as_str));
    if duplicate {
        wanted.push("DUBLIKAT");
    }
    for word in wanted {
        assert!(text.contains(word), "{kind}: {word:?} is not in the PDF's text:\n{text}");
    }
    assert_eq!(text.contains("DUBLIKAT"), duplicate, "{kind}: DUBLIKAT only on a duplicate");
    assert_eq!(qr_of(&pdf), URL, "{kind}: the QR code leads to the public report");
}

#[test]
fn a_diploma_names_its_holder_and_institution_and_its_qr_code_leads_to_the_report() {
    check("DIPLOMA", false);
}

#[test]
fn an_appendix_lists_every_subject_by_semester_and_the_dak_exams() {
    check("APPENDIX", false);
}

#[test]
fn a_certificate_lists_every_subject() {
    check("CERTIFICATE", false);
}

#[test]
fn a_duplicate_says_dublikat() {
    check("DIPLOMA", true);
    check("APPENDIX", true);
}

#[test]
fn a_transcript_sets_every_column_and_a_reference_its_statement() {
    let mut transcript = document("TRANSCRIPT", false);
    transcript.columns = ["Fan", "Kredit", "Ball", "Baho", "Harf"].map(String::from).to_vec();
    transcript.semesters = vec![PrintedSemester {
        title: "1-semestr · GPA 4.3".into(),
        rows: vec![PrintedSubjectRow { cells: ["Oliy matematika", "6", "91", "5", "A+"].map(String::from).to_vec() }],
    }];
    transcript.exams = Vec::new();
    let text = text_of(&Typesetter::new().print(&transcript).unwrap());
    for word in ["Oliy matematika 6 91 5 A+", "GPA 4.3"] {
        assert!(text.contains(word), "{word:?} is not in the transcript's text:\n{text}");
    }
    let mut reference = document("REFERENCE", false);
    reference.statement = vec!["Ushbu ma’lumotnoma Karimov Jasurga 2-kursda o‘qishi haqida berildi.".into()];
    reference.semesters = Vec::new();
    reference.exams = Vec::new();
    let pdf = Typesetter::new().print(&reference).unwrap();
    assert!(text_of(&pdf).contains("2-kursda o‘qishi haqida berildi"));
    assert_eq!(qr_of(&pdf), URL);
}

#[test]
fn the_qr_code_is_an_svg_of_the_url() {
    let svg = adapters_typeset::qr_svg(URL).unwrap();
    assert!(svg.contains("<svg"));
}

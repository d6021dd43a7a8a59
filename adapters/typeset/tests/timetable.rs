//! A timetable set in type and read back: every word the reader needs is in the PDF's text.
#![allow(clippy::expect_used, clippy::unwrap_used)] // a test helper panics on a broken set-up by design

use std::process::Command;

use adapters_typeset::Typesetter;
use application::ports::{PrintedDay, PrintedLesson, PrintedRow, PrintedTimetable, TimetablePrinter};

fn timetable() -> PrintedTimetable {
    let days = ["Dushanba", "Seshanba", "Chorshanba", "Payshanba", "Juma", "Shanba"];
    let lesson =
        |subject: &str, lines: &[&str]| PrintedLesson { subject: subject.into(), lines: lines.iter().map(|l| l.to_string()).collect() };
    PrintedTimetable {
        title: "Haftalik dars jadvali".into(),
        heading: "O‘qituvchi: Aliyeva Nodira".into(),
        institution: "Toshkent axborot texnologiyalari universiteti".into(),
        period: "23.11.2026 – 28.11.2026".into(),
        hour_label: "Para".into(),
        days: days.iter().enumerate().map(|(i, name)| PrintedDay { name: name.to_string(), date: format!("{}.11.2026", 23 + i) }).collect(),
        rows: vec![PrintedRow {
            number: "1".into(),
            time: "08:30–09:50".into(),
            cells: vec![
                vec![lesson("Ma’lumotlar tuzilmasi", &["Ma’ruza", "DI-25-01", "204 (Bosh bino)"])],
                vec![],
                vec![lesson("Математика", &["Лекция", "Ғ-қўшимча"])],
                vec![],
                vec![],
                vec![lesson("Qo‘shimcha mashg‘ulot", &["Amaliy", "DI-25-01 · 1-kichik guruh"])],
            ],
        }],
        empty: None,
        printed: "Chop etilgan sana: 23.11.2026".into(),
    }
}

/// What a poppler tool (`pdftotext`, `pdfinfo`, `pdffonts`) prints of the document.
fn poppler(tool: &str, pdf: &[u8]) -> String {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = std::env::temp_dir().join(format!("emis-typeset-{}-{n}.pdf", std::process::id()));
    std::fs::write(&file, pdf).unwrap();
    let mut command = Command::new(tool);
    if tool == "pdftotext" {
        command.arg("-layout");
    }
    command.arg(&file);
    if tool == "pdftotext" {
        command.arg("-");
    }
    let out = command.output().expect("poppler-utils, which `make test` installs");
    std::fs::remove_file(&file).ok();
    assert!(out.status.success(), "{tool} could not read the document");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_timetable_is_an_a4_pdf_whose_text_holds_every_word_in_latin_and_cyrillic() {
    let pdf = Typesetter::new().print(&timetable()).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let text = poppler("pdftotext", &pdf);
    for word in [
        "Haftalik dars jadvali",
        "O‘qituvchi: Aliyeva Nodira",
        "Toshkent axborot texnologiyalari universiteti",
        "Chorshanba",
        "28.11.2026",
        "08:30–09:50",
        "Ma’lumotlar tuzilmasi",
        "Математика",
        "Ғ-қўшимча",
        "Qo‘shimcha mashg‘ulot",
        "1-kichik guruh",
        "Chop etilgan sana: 23.11.2026",
    ] {
        assert!(text.contains(word), "{word:?} is not in the PDF's text:\n{text}");
    }
    let info = poppler("pdfinfo", &pdf);
    assert!(info.contains("841.89 x 595.276 pts (A4)"), "not A4 landscape:\n{info}");
    // pdffonts: a header of two lines, then one line per font whose `emb` column says yes or no.
    let fonts = poppler("pdffonts", &pdf);
    let listed: Vec<&str> = fonts.lines().skip(2).collect();
    assert!(!listed.is_empty() && listed.iter().all(|f| f.contains("Libertinus") && f.contains(" yes ")), "fonts not embedded:\n{fonts}");
}

#[test]
fn an_empty_week_says_so_instead_of_a_grid() {
    let empty = PrintedTimetable { rows: Vec::new(), empty: Some("Bu haftada dars yo‘q".into()), ..timetable() };
    let text = poppler("pdftotext", &Typesetter::new().print(&empty).unwrap());
    assert!(text.contains("Bu haftada dars yo‘q"), "{text}");
    assert!(!text.contains("Para"), "an empty week has no grid: {text}");
}

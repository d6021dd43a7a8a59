//! `make bench`: the time to set one diploma (goal: under 200 ms), the 1 000 diplomas of a cohort,
//! each with its own holder, number and QR code, as the group job sets them one by one, and an
//! academic transcript of eight semesters (goal: under 200 ms). `BENCH_COHORT` changes the size of
//! the cohort.

use std::time::Instant;

use adapters_typeset::Typesetter;
use application::ports::{DocumentPrinter, PrintedDocument, PrintedFact, PrintedSemester, PrintedSubjectRow};

fn diploma(n: usize) -> PrintedDocument {
    let number = format!("DI {:07}", 2_700_000 + n);
    PrintedDocument {
        kind: "DIPLOMA".into(),
        country: "O‘ZBEKISTON RESPUBLIKASI · РЕСПУБЛИКА УЗБЕКИСТАН · REPUBLIC OF UZBEKISTAN".into(),
        titles: vec!["DIPLOM".into(), "ДИПЛОМ".into(), "DIPLOMA".into()],
        institution: vec![
            "Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti".into(),
            "Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми".into(),
        ],
        holder: format!("Talaba{n} Jasur Olim o‘g‘li"),
        facts: vec![
            PrintedFact {
                label: "Ta’lim yo‘nalishi / Направление / Field of study".into(), value: "60610600 Dasturiy injiniring".into()
            },
            PrintedFact { label: "Guruh / Группа / Group".into(), value: "DI-23-01".into() },
            PrintedFact {
                label: "Malaka / Квалификация / Qualification".into(),
                value: "Dasturiy injiniring bakalavri / Бакалавр программной инженерии / Bachelor of software engineering".into(),
            },
            PrintedFact { label: "Bitirgan sana / Дата окончания / Graduated".into(), value: "30.06.2027".into() },
            PrintedFact { label: "Raqam / Номер / Number".into(), value: number.clone() },
        ],
        statement: Vec::new(),
        duplicate: None,
        columns: Vec::new(),
        semesters: Vec::new(),
        exams_title: String::new(),
        exams: Vec::new(),
        verify_url: format!("https://emis.edu.uz/report/1f0c2e4a-1111-4222-8333-{:012}", n),
        verify_caption: "Hujjatning haqiqiyligini tekshirish / Проверка подлинности / Verify this document".into(),
        number,
        issued: "Berilgan sana / Дата выдачи / Issued: 01.07.2027".into(),
    }
}

/// A transcript of eight semesters of eight subjects each, as the study documents set it.
fn transcript() -> PrintedDocument {
    let semesters = (1..=8)
        .map(|n| PrintedSemester {
            title: format!("{n}-semestr / {n} семестр / Semester {n} · GPA 4.{n}"),
            rows: (1..=8)
                .map(|k| PrintedSubjectRow {
                    cells: vec![
                        format!("Fan {n}.{k} — Dasturiy injiniring asoslari"),
                        (2 + k % 4).to_string(),
                        (60 + (n * k) % 40).to_string(),
                        (3 + (n + k) % 3).to_string(),
                        ["A", "B+", "B", "C+"][(n + k) % 4].into(),
                    ],
                })
                .collect(),
        })
        .collect();
    PrintedDocument {
        kind: "TRANSCRIPT".into(),
        titles: vec!["AKADEMIK TRANSKRIPT".into(), "АКАДЕМИЧЕСКИЙ ТРАНСКРИПТ".into(), "ACADEMIC TRANSCRIPT".into()],
        columns: vec![
            "Fan / Предмет / Subject".into(),
            "Kredit / Кредит / Credits".into(),
            "Ball / Балл / Points".into(),
            "Baho / Оценка / Grade".into(),
            "Harf / Буква / Letter".into(),
        ],
        semesters,
        number: "T-0001-2026-000001".into(),
        ..diploma(0)
    }
}

fn main() -> Result<(), String> {
    let cohort: usize = std::env::var("BENCH_COHORT").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000);
    let started = Instant::now();
    let typesetter = Typesetter::new();
    let first = typesetter.print(&diploma(0))?;
    let first_ms = started.elapsed().as_secs_f64() * 1000.0;
    let warm = Instant::now();
    typesetter.print(&diploma(1))?;
    let one_ms = warm.elapsed().as_secs_f64() * 1000.0;
    let all = Instant::now();
    let mut bytes = 0usize;
    for n in 0..cohort {
        bytes += typesetter.print(&diploma(n + 2))?.len();
    }
    let all_s = all.elapsed().as_secs_f64();
    println!("one diploma, first of the process (fonts loaded): {first_ms:.1} ms, {} KB", first.len() / 1024);
    println!("one diploma: {one_ms:.1} ms (goal: under 200 ms)");
    let transcript = transcript();
    let timed = Instant::now();
    let pdf = typesetter.print(&transcript)?;
    println!(
        "an academic transcript of eight semesters (64 subjects): {:.1} ms, {} KB (goal: under 200 ms)",
        timed.elapsed().as_secs_f64() * 1000.0,
        pdf.len() / 1024
    );
    println!(
        "{cohort} diplomas of a cohort: {all_s:.2} s, {:.1} ms each, {} KB on average",
        all_s * 1000.0 / cohort.max(1) as f64,
        bytes / cohort.max(1) / 1024
    );
    Ok(())
}

//! Every word of a transcript and a reference, decided here in Uzbek, Russian and English.

use chrono::NaiveDate;
use domain::assessment::{FinalForm, Gpa, ResultState};
use domain::graduate::DocumentKind;
use domain::language::Language;
use domain::student::Student;

use crate::graduates::{dotted, every_language};
use crate::ports::{PrintedDocument, PrintedFact, PrintedSemester, PrintedSubjectRow, StudyFacts};
use crate::results::{StudentResults, SubjectStanding};

/// What both kinds print besides their own part.
pub(crate) struct Printing<'a> {
    pub student: &'a Student,
    pub facts: &'a StudyFacts,
    pub number: &'a str,
    pub verify_url: String,
    pub today: NaiveDate,
}

fn fact(label: &str, value: String) -> PrintedFact {
    PrintedFact { label: label.into(), value }
}

fn gpa_text(gpa: Option<Gpa>) -> String {
    gpa.map(|g| format!("{}.{}", g.tenths() / 10, g.tenths() % 10)).unwrap_or_else(|| "—".into())
}

/// The facts both kinds state: direction, form, course, group.
fn study_facts(p: &Printing<'_>) -> Vec<PrintedFact> {
    let form = Language::ALL.iter().map(|l| p.facts.edu_form.title(*l)).collect::<Vec<_>>().join(" / ");
    vec![
        fact("Ta’lim yo‘nalishi / Направление / Field of study", format!("{} {}", p.facts.direction_code, p.facts.direction_name.uz())),
        fact("Ta’lim shakli / Форма обучения / Form of study", form),
        fact("Kurs / Курс / Year of study", p.facts.course.to_string()),
        fact("Guruh / Группа / Group", p.facts.group_name.clone()),
    ]
}

fn document(kind: DocumentKind, p: &Printing<'_>, facts: Vec<PrintedFact>) -> PrintedDocument {
    PrintedDocument {
        kind: kind.code().into(),
        country: "O‘ZBEKISTON RESPUBLIKASI · РЕСПУБЛИКА УЗБЕКИСТАН · REPUBLIC OF UZBEKISTAN".into(),
        titles: Language::ALL.iter().map(|l| kind.title(*l).to_string()).collect(),
        institution: every_language(&p.facts.institution_name),
        holder: p.student.details.fio.clone(),
        facts,
        statement: Vec::new(),
        duplicate: None,
        columns: Vec::new(),
        semesters: Vec::new(),
        exams_title: String::new(),
        exams: Vec::new(),
        verify_url: p.verify_url.clone(),
        verify_caption: "Hujjatning haqiqiyligini tekshirish / Проверка подлинности / Verify this document".into(),
        number: p.number.to_string(),
        issued: format!("Berilgan sana / Дата выдачи / Issued: {}", dotted(p.today)),
    }
}

/// A subject's row: name, credits, total points, grade (or the pass/fail word), letter.
fn subject_row(s: &SubjectStanding) -> PrintedSubjectRow {
    let decided = s.outcome.state != ResultState::InProgress;
    let grade = match (s.final_form, s.outcome.state) {
        (_, ResultState::InProgress) => "—".to_string(),
        (FinalForm::PassFail, ResultState::Passed) => "o‘tdi / зачёт / pass".into(),
        (FinalForm::PassFail, _) => "o‘tmadi / незачёт / fail".into(),
        (FinalForm::Exam, _) => s.outcome.grade.map(|g| g.to_string()).unwrap_or_else(|| "—".into()),
    };
    PrintedSubjectRow {
        cells: vec![
            s.name.uz().to_string(),
            s.credits.to_string(),
            if decided { s.outcome.total.to_string() } else { "—".into() },
            grade,
            s.outcome.letter.unwrap_or("—").to_string(),
        ],
    }
}

/// The transcript: every semester so far, each with its GPA, and the cumulative GPA.
pub(crate) fn transcript(p: &Printing<'_>, results: &StudentResults) -> PrintedDocument {
    let mut facts = study_facts(p);
    facts.push(fact("Umumiy GPA / Общий GPA / Cumulative GPA", gpa_text(results.gpa)));
    let debts = results.debts().count();
    facts.push(fact("Akademik qarzlar / Академические задолженности / Academic debts", debts.to_string()));
    facts.push(fact("Raqam / Номер / Number", p.number.to_string()));
    let semesters = results
        .semesters
        .iter()
        .map(|s| PrintedSemester {
            title: format!("{n}-semestr / {n} семестр / Semester {n} · GPA {}", gpa_text(s.gpa), n = s.semester),
            rows: s.subjects.iter().map(subject_row).collect(),
        })
        .collect();
    PrintedDocument {
        columns: vec![
            "Fan / Предмет / Subject".into(),
            "Kredit / Кредит / Credits".into(),
            "Ball / Балл / Points".into(),
            "Baho / Оценка / Grade".into(),
            "Harf / Буква / Letter".into(),
        ],
        semesters,
        ..document(DocumentKind::Transcript, p, facts)
    }
}

/// The reference: the holder studies here, in this course, form and direction, since enrolment.
pub(crate) fn reference(p: &Printing<'_>) -> PrintedDocument {
    let mut facts = study_facts(p);
    facts.push(fact("O‘qishga qabul qilingan / Зачислен(а) / Enrolled", dotted(p.facts.enrolled_on)));
    let order = p.facts.admission_order.as_ref();
    facts.push(fact(
        "Qabul buyrug‘i / Приказ о зачислении / Admission order",
        order.map(|o| format!("№ {}, {}", o.number, dotted(o.date))).unwrap_or_else(|| "—".into()),
    ));
    facts.push(fact("Raqam / Номер / Number", p.number.to_string()));
    let name = &p.student.details.fio;
    let course = p.facts.course;
    let institution = &p.facts.institution_name;
    let enrolled_by = |language: Language| match (order, language) {
        (None, _) => String::new(),
        (Some(o), Language::Uz | Language::UzCyrl) => {
            format!(" U {} dagi {}-sonli buyruq bilan o‘qishga qabul qilingan.", dotted(o.date), o.number)
        }
        (Some(o), Language::Ru) => format!(" Зачислен(а) приказом № {} от {}.", o.number, dotted(o.date)),
        (Some(o), Language::En) => format!(" Enrolled by order No. {} of {}.", o.number, dotted(o.date)),
    };
    let statement = vec![
        format!(
            "Ushbu ma’lumotnoma {name}ga u haqiqatan ham {} {course}-kursida {} ta’lim shaklida \"{}\" yo‘nalishi bo‘yicha \
             o‘qiyotgani haqida berildi.{}",
            institution.uz(),
            p.facts.edu_form.title(Language::Uz).to_lowercase(),
            p.facts.direction_name.uz(),
            enrolled_by(Language::Uz),
        ),
        format!(
            "Справка выдана {name} в том, что он(а) действительно обучается в {} на {course} курсе, форма обучения: {}, \
             направление «{}».{}",
            or_uz(institution.ru(), institution.uz()),
            p.facts.edu_form.title(Language::Ru).to_lowercase(),
            or_uz(p.facts.direction_name.ru(), p.facts.direction_name.uz()),
            enrolled_by(Language::Ru),
        ),
        format!(
            "This is to certify that {name} is a student of {}, year {course}, {} form of study, field of study \"{}\".{}",
            or_uz(institution.en(), institution.uz()),
            p.facts.edu_form.title(Language::En).to_lowercase(),
            or_uz(p.facts.direction_name.en(), p.facts.direction_name.uz()),
            enrolled_by(Language::En),
        ),
    ];
    PrintedDocument { statement, ..document(DocumentKind::Reference, p, facts) }
}

/// A name in a language, or its Uzbek when that language has none.
fn or_uz<'a>(name: &'a str, uz: &'a str) -> &'a str {
    if name.trim().is_empty() {
        uz
    } else {
        name
    }
}

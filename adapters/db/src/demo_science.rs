//! The scientific process of the demo university (TATU), with a project and publications at the
//! National University too for the ministry's comparison: a year of projects with their funding,
//! publications verified, waiting for the office and waiting for a co-author (the `teacher` among
//! them has one to confirm), one returned, doctoral students in every state and a defence.
//! Loaded once: nothing is added while TATU has a project.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use domain::pinfl::Pinfl;

use crate::rows::IdRow;
use crate::schema::{
    citizens, institutions, science_defences, science_doctoral_students, science_project_funding, science_project_members,
    science_projects, science_publication_authors, science_publication_files, science_publications,
};
use crate::statements::Statement;

type Result<T> = QueryResult<T>;

fn institution(conn: &mut PgConnection, code: &str) -> Result<i64> {
    institutions::table.filter(institutions::code.eq(code)).select(institutions::id).first(conn)
}

const STAFF: Statement = Statement::new(
    "demo_science.staff",
    &["int8", "text", "text"],
    "SELECT s.id FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
     WHERE s.institution_id = $1 AND c.last_name = $2 AND c.first_name = $3 AND s.deleted_at IS NULL",
);

/// The living staff member of an institution by their last and first name.
fn staff(conn: &mut PgConnection, institution: i64, last: &str, first: &str) -> Result<i64> {
    let found: IdRow = STAFF.query().bind::<BigInt, _>(institution).bind::<Text, _>(last).bind::<Text, _>(first).get_result(conn)?;
    Ok(found.id)
}

/// The one-page PDF of a demo publication: its title on an A4 page.
fn pdf(title: &str) -> Vec<u8> {
    let text: String = title.chars().filter(|c| c.is_ascii_alphanumeric() || *c == ' ').collect();
    let stream = format!("BT /F1 14 Tf 56 780 Td ({text}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>".to_string(),
        format!("<< /Length {} >>\nstream\n{stream}\nendstream", stream.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes());
    out
}

struct DemoProject {
    institution: i64,
    name: &'static str,
    number: String,
    kind: &'static str,
    foreign: bool,
    currency: &'static str,
    dates: (NaiveDate, NaiveDate),
    /// Year and amount in so‘m (or the currency's major units).
    funding: Vec<(i32, i64)>,
    /// A staff member (leader first) or an outside name.
    members: Vec<(Option<i64>, &'static str)>,
}

fn project(conn: &mut PgConnection, p: &DemoProject) -> Result<()> {
    let id: i64 = diesel::insert_into(science_projects::table)
        .values((
            science_projects::institution_id.eq(p.institution),
            science_projects::name.eq(p.name),
            science_projects::number.eq(&p.number),
            science_projects::kind.eq(p.kind),
            science_projects::is_foreign.eq(p.foreign),
            science_projects::currency.eq(p.currency),
            science_projects::contract_number.eq(format!("{}/SH", p.number)),
            science_projects::contract_date.eq(Some(p.dates.0)),
            science_projects::date_from.eq(p.dates.0),
            science_projects::date_to.eq(p.dates.1),
        ))
        .returning(science_projects::id)
        .get_result(conn)?;
    for (year, amount) in &p.funding {
        diesel::insert_into(science_project_funding::table)
            .values((
                science_project_funding::project_id.eq(id),
                science_project_funding::year.eq(*year as i16),
                science_project_funding::amount.eq(amount * 100),
            ))
            .execute(conn)?;
    }
    for (position, (staff, outside)) in p.members.iter().enumerate() {
        diesel::insert_into(science_project_members::table)
            .values((
                science_project_members::project_id.eq(id),
                science_project_members::position.eq(position as i32),
                science_project_members::staff_id.eq(staff),
                science_project_members::outside_name.eq(if staff.is_some() { "" } else { outside }),
                science_project_members::role.eq(if position == 0 { "LEADER" } else { "EXECUTOR" }),
            ))
            .execute(conn)?;
    }
    Ok(())
}

struct DemoPublication {
    institution: i64,
    kind: &'static str,
    sub_kind: &'static str,
    title: &'static str,
    year: i32,
    source: &'static str,
    doi: Option<&'static str>,
    indexing: &'static [&'static str],
    foreign: bool,
    verification: &'static str,
    rejection_reason: &'static str,
    /// Staff (main first) with whether each confirmed, or an outside name.
    authors: Vec<(Option<i64>, &'static str, bool)>,
    with_file: bool,
}

fn publication(conn: &mut PgConnection, p: &DemoPublication) -> Result<()> {
    let id: i64 = diesel::insert_into(science_publications::table)
        .values((
            science_publications::institution_id.eq(p.institution),
            science_publications::kind.eq(p.kind),
            science_publications::sub_kind.eq(p.sub_kind),
            science_publications::title.eq(p.title),
            science_publications::year.eq(p.year as i16),
            science_publications::source.eq(p.source),
            science_publications::doi.eq(p.doi),
            science_publications::indexing.eq(p.indexing.to_vec()),
            science_publications::is_foreign.eq(p.foreign),
            science_publications::verification.eq(p.verification),
            science_publications::rejection_reason.eq(p.rejection_reason),
        ))
        .returning(science_publications::id)
        .get_result(conn)?;
    for (position, (staff, outside, confirmed)) in p.authors.iter().enumerate() {
        let confirmation = staff.map(|_| if *confirmed { "CONFIRMED" } else { "PENDING" });
        diesel::insert_into(science_publication_authors::table)
            .values((
                science_publication_authors::publication_id.eq(id),
                science_publication_authors::position.eq(position as i32),
                science_publication_authors::staff_id.eq(staff),
                science_publication_authors::outside_name.eq(if staff.is_some() { "" } else { outside }),
                science_publication_authors::is_main.eq(position == 0),
                science_publication_authors::confirmation.eq(confirmation),
                science_publication_authors::confirmed_at.eq((staff.is_some() && *confirmed).then(Utc::now)),
            ))
            .execute(conn)?;
    }
    if p.with_file {
        let content = pdf(p.title);
        diesel::insert_into(science_publication_files::table)
            .values((
                science_publication_files::publication_id.eq(id),
                science_publication_files::name.eq("maqola.pdf"),
                science_publication_files::size.eq(content.len() as i64),
                science_publication_files::content.eq(content),
            ))
            .execute(conn)?;
    }
    Ok(())
}

struct DemoDoctoralStudent {
    last: &'static str,
    first: &'static str,
    middle: &'static str,
    /// Day, month, year; sex 1 or 2; passport.
    born: (u32, u32, i32),
    gender: i16,
    passport: &'static str,
    kind: &'static str,
    form: &'static str,
    theme: &'static str,
    specialty: &'static str,
    course: i16,
    admitted: i32,
    status: &'static str,
}

fn person(conn: &mut PgConnection, d: &DemoDoctoralStudent, serial: &str) -> Result<i64> {
    let (day, month, year) = d.born;
    let first = match (year >= 2000, d.gender) {
        (false, 1) => 3,
        (false, _) => 4,
        (true, 1) => 5,
        (true, _) => 6,
    };
    let first13 = format!("{first}{day:02}{month:02}{:02}{serial}", year % 100);
    let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
    let pinfl = format!("{first13}{}", Pinfl::check_digit(&digits));
    if let Some(id) = citizens::table.filter(citizens::pinfl.eq(&pinfl)).select(citizens::id).first(conn).optional()? {
        return Ok(id);
    }
    let born = NaiveDate::from_ymd_opt(year, month, day).ok_or(diesel::result::Error::NotFound)?;
    diesel::insert_into(citizens::table)
        .values((
            citizens::pinfl.eq(&pinfl),
            citizens::last_name.eq(d.last),
            citizens::first_name.eq(d.first),
            citizens::middle_name.eq(d.middle),
            citizens::birth_date.eq(born),
            citizens::gender.eq(d.gender),
            citizens::passport.eq(d.passport),
        ))
        .returning(citizens::id)
        .get_result(conn)
}

fn doctoral_student(conn: &mut PgConnection, institution: i64, supervisor: i64, d: &DemoDoctoralStudent, serial: &str) -> Result<i64> {
    let citizen = person(conn, d, serial)?;
    diesel::insert_into(science_doctoral_students::table)
        .values((
            science_doctoral_students::institution_id.eq(institution),
            science_doctoral_students::citizen_id.eq(citizen),
            science_doctoral_students::kind.eq(d.kind),
            science_doctoral_students::form.eq(d.form),
            science_doctoral_students::theme.eq(d.theme),
            science_doctoral_students::specialty.eq(d.specialty),
            science_doctoral_students::supervisor_staff_id.eq(supervisor),
            science_doctoral_students::course.eq(d.course),
            science_doctoral_students::admission_year.eq(d.admitted as i16),
            science_doctoral_students::status.eq(d.status),
        ))
        .returning(science_doctoral_students::id)
        .get_result(conn)
}

pub(crate) fn load(conn: &mut PgConnection) -> Result<()> {
    let tatu = institution(conn, "TATU")?;
    let loaded: bool =
        diesel::select(diesel::dsl::exists(science_projects::table.filter(science_projects::institution_id.eq(tatu)))).get_result(conn)?;
    if loaded {
        return Ok(());
    }
    let nuuz = institution(conn, "NUUZ")?;
    let today = domain::report::local_date(Utc::now());
    let year = today.year();
    let day = |y: i32, m: u32, d: u32| NaiveDate::from_ymd_opt(y, m, d).unwrap_or(today);
    let karimov = staff(conn, tatu, "Karimov", "Bobur")?;
    let yusupova = staff(conn, tatu, "Yusupova", "Dilnoza")?;
    let aliyeva = staff(conn, tatu, "Aliyeva", "Nodira")?;
    let nazarova = staff(conn, nuuz, "Nazarova", "Malika")?;

    let projects = [
        DemoProject {
            institution: tatu,
            name: "Sun’iy intellekt asosida talabalar bilimini baholash tizimi",
            number: format!("AL-{year}-017"),
            kind: "APPLIED",
            foreign: false,
            currency: "UZS",
            dates: (day(year - 1, 1, 1), day(year + 1, 12, 31)),
            funding: vec![(year - 1, 180_000_000), (year, 250_000_000), (year + 1, 220_000_000)],
            members: vec![(Some(karimov), ""), (Some(aliyeva), ""), (Some(yusupova), ""), (None, "Xolmatov Anvar Rustamovich")],
        },
        DemoProject {
            institution: tatu,
            name: "Kvant kriptografiyasi protokollarining bardoshliligi",
            number: format!("F-{year}-004"),
            kind: "FUNDAMENTAL",
            foreign: false,
            currency: "UZS",
            dates: (day(year, 1, 1), day(year + 2, 12, 31)),
            funding: vec![(year, 400_000_000), (year + 1, 400_000_000)],
            members: vec![(Some(yusupova), ""), (None, "Sobirov Bekzod Alisherovich")],
        },
        DemoProject {
            institution: tatu,
            name: "Erasmus+ Digital Campus: raqamli universitet",
            number: format!("ERA-{year}-3"),
            kind: "INNOVATIVE",
            foreign: true,
            currency: "EUR",
            dates: (day(year - 1, 9, 1), day(year + 1, 8, 31)),
            funding: vec![(year - 1, 40_000), (year, 120_000)],
            members: vec![(Some(karimov), ""), (None, "Anna Müller")],
        },
        DemoProject {
            institution: tatu,
            name: "Yosh olimlar: ochiq kodli ta’lim platformasi",
            number: format!("YA-{year}-021"),
            kind: "YOUNG_APPLIED",
            foreign: false,
            currency: "UZS",
            dates: (day(year, 3, 1), day(year + 1, 2, 28)),
            funding: vec![(year, 90_000_000)],
            members: vec![(Some(aliyeva), "")],
        },
        DemoProject {
            institution: nuuz,
            name: "O‘zbekiston tuproqlari mikrobiomi",
            number: format!("F-{year}-112"),
            kind: "FUNDAMENTAL",
            foreign: false,
            currency: "UZS",
            dates: (day(year - 1, 1, 1), day(year + 1, 12, 31)),
            funding: vec![(year, 310_000_000)],
            members: vec![(Some(nazarova), "")],
        },
    ];
    for p in &projects {
        project(conn, p)?;
    }

    let scientific = |title, sub_kind, year, source, doi, indexing, foreign, verification, authors| DemoPublication {
        institution: tatu,
        kind: "SCIENTIFIC",
        sub_kind,
        title,
        year,
        source,
        doi,
        indexing,
        foreign,
        verification,
        rejection_reason: "",
        authors,
        with_file: false,
    };
    let mut publications = vec![
        DemoPublication {
            with_file: true,
            ..scientific(
                "Deep learning methods for assessing student knowledge",
                "ARTICLE",
                year,
                "Education and Information Technologies (Springer)",
                Some("10.1007/s10639-024-12345-6"),
                &["SCOPUS", "WEB_OF_SCIENCE"],
                true,
                "VERIFIED",
                vec![(Some(karimov), "", true), (Some(aliyeva), "", true)],
            )
        },
        scientific(
            "Tarmoq trafigini mashinali o‘qitish yordamida tasniflash",
            "ARTICLE",
            year,
            "IEEE Access",
            Some("10.1109/ACCESS.2024.3456789"),
            &["SCOPUS"],
            true,
            "PENDING",
            vec![(Some(aliyeva), "", true), (Some(yusupova), "", false)],
        ),
        scientific(
            "Kvant kalitlarini taqsimlash protokollarining tahlili",
            "CONFERENCE_PAPER",
            year,
            "Proceedings of ICISCT",
            Some("10.1109/ICISCT55600.2024.1001"),
            &["SCOPUS"],
            true,
            "PENDING",
            vec![(Some(yusupova), "", true), (Some(aliyeva), "", false)],
        ),
        DemoPublication {
            kind: "METHODICAL",
            ..scientific(
                "Ma’lumotlar bazalarini loyihalash",
                "TEXTBOOK",
                year,
                "Fan va texnologiya nashriyoti",
                None,
                &[],
                false,
                "PENDING",
                vec![(Some(yusupova), "", true), (None, "Xolmatov Anvar Rustamovich", false)],
            )
        },
        scientific(
            "Raqamli iqtisodiyotda axborot xavfsizligi",
            "ARTICLE",
            year,
            "Muhammad al-Xorazmiy avlodlari",
            None,
            &["OAK"],
            false,
            "VERIFIED",
            vec![(Some(karimov), "", true)],
        ),
        DemoPublication {
            kind: "INTELLECTUAL_PROPERTY",
            ..scientific(
                "Talabalar davomatini hisobga olish dasturi",
                "SOFTWARE",
                year,
                "O‘zbekiston Respublikasi Adliya vazirligi, DGU 2024 1234",
                None,
                &[],
                false,
                "VERIFIED",
                vec![(Some(aliyeva), "", true), (Some(karimov), "", true)],
            )
        },
        scientific(
            "Graph neural networks for timetable construction",
            "ARTICLE",
            year - 1,
            "Applied Sciences (MDPI)",
            Some("10.3390/app13010001"),
            &["SCOPUS", "WEB_OF_SCIENCE"],
            true,
            "VERIFIED",
            vec![(Some(karimov), "", true), (None, "Lee Min-ho", false)],
        ),
        DemoPublication {
            rejection_reason: "DOI ko‘rsatilmagan va nashr sahifalari noto‘g‘ri",
            ..scientific(
                "Oliy ta’limda masofaviy o‘qitish tajribasi",
                "THESES",
                year,
                "Respublika ilmiy-amaliy anjumani to‘plami",
                None,
                &[],
                false,
                "REJECTED",
                vec![(Some(karimov), "", true)],
            )
        },
        DemoPublication {
            institution: nuuz,
            ..scientific(
                "Soil microbiome diversity in Central Asia",
                "ARTICLE",
                year,
                "Scientific Reports",
                Some("10.1038/s41598-024-00001-1"),
                &["SCOPUS", "WEB_OF_SCIENCE"],
                true,
                "VERIFIED",
                vec![(Some(nazarova), "", true)],
            )
        },
    ];
    publications.push(DemoPublication {
        institution: nuuz,
        ..scientific(
            "Mahalliy o‘simliklarning dorivor xususiyatlari",
            "ARTICLE",
            year,
            "O‘zMU xabarlari",
            None,
            &["OAK"],
            false,
            "VERIFIED",
            vec![(Some(nazarova), "", true)],
        )
    });
    for p in &publications {
        publication(conn, p)?;
    }

    let doctoral = [
        DemoDoctoralStudent {
            last: "Rahimov",
            first: "Sardor",
            middle: "Ilhomovich",
            born: (15, 3, 1995),
            gender: 1,
            passport: "AB1503951",
            kind: "PHD",
            form: "FULL_TIME",
            theme: "Tarmoq trafigini mashinali o‘qitish usullari bilan tasniflash",
            specialty: "05.01.04 – Hisoblash mashinalari, majmualari va kompyuter tarmoqlari",
            course: 2,
            admitted: year - 1,
            status: "ACTIVE",
        },
        DemoDoctoralStudent {
            last: "Abdullayeva",
            first: "Madina",
            middle: "Shavkatovna",
            born: (2, 8, 1988),
            gender: 2,
            passport: "AC0208882",
            kind: "DSC",
            form: "INDEPENDENT",
            theme: "Taqsimlangan tizimlarda ma’lumotlar yaxlitligini ta’minlash",
            specialty: "05.01.05 – Axborotni himoyalash usullari va tizimlari",
            course: 3,
            admitted: year - 2,
            status: "ACTIVE",
        },
        DemoDoctoralStudent {
            last: "Toshmatova",
            first: "Zarina",
            middle: "Erkinovna",
            born: (21, 11, 1997),
            gender: 2,
            passport: "AD2111973",
            kind: "PHD",
            form: "INDEPENDENT",
            theme: "Ta’lim platformalarida tavsiya tizimlari",
            specialty: "05.01.01 – Axborot texnologiyalari",
            course: 1,
            admitted: year,
            status: "ON_LEAVE",
        },
    ];
    let supervisors = [karimov, karimov, aliyeva];
    for (index, d) in doctoral.iter().enumerate() {
        doctoral_student(conn, tatu, supervisors[index], d, &format!("26{:04}", 2001 + index))?;
    }
    let defended = DemoDoctoralStudent {
        last: "Qodirov",
        first: "Javohir",
        middle: "Baxtiyorovich",
        born: (9, 6, 1992),
        gender: 1,
        passport: "AE0906924",
        kind: "PHD",
        form: "FULL_TIME",
        theme: "Kvant kalitlarini taqsimlashda xatolarni tuzatish algoritmlari",
        specialty: "05.01.05 – Axborotni himoyalash usullari va tizimlari",
        course: 3,
        admitted: year - 3,
        status: "DEFENDED",
    };
    let student = doctoral_student(conn, tatu, yusupova, &defended, "262009")?;
    diesel::insert_into(science_defences::table)
        .values((
            science_defences::institution_id.eq(tatu),
            science_defences::doctoral_student_id.eq(student),
            science_defences::date.eq(today - Duration::days(20)),
            science_defences::council.eq("DSc.13/30.12.2019.T.07.01 (TATU huzuridagi ilmiy kengash)"),
            science_defences::diploma_number.eq(format!("PhD {:06}", 10_000 + year)),
            science_defences::register_number.eq(format!("{year}/117")),
        ))
        .execute(conn)?;
    let nuuz_student = DemoDoctoralStudent {
        last: "Ergasheva",
        first: "Nilufar",
        middle: "Odilovna",
        born: (30, 1, 1994),
        gender: 2,
        passport: "AF3001945",
        kind: "PHD",
        form: "FULL_TIME",
        theme: "Tuproq mikroorganizmlarining biologik faolligi",
        specialty: "03.00.07 – Mikrobiologiya",
        course: 2,
        admitted: year - 1,
        status: "ACTIVE",
    };
    doctoral_student(conn, nuuz, nazarova, &nuuz_student, "262010")?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![STAFF]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_pdf_is_a_pdf_with_a_cross_reference_table_that_points_at_its_objects() {
        let bytes = pdf("Deep learning");
        assert!(domain::science::PublicationFile::check_pdf(&bytes).is_ok());
        let text = String::from_utf8(bytes.clone()).unwrap();
        let xref: usize = text.rsplit("startxref\n").next().unwrap().lines().next().unwrap().parse().unwrap();
        assert!(text[xref..].starts_with("xref"));
        let first_object: usize = text[xref..].lines().nth(3).unwrap()[..10].parse().unwrap();
        assert!(text[first_object..].starts_with("1 0 obj"));
    }
}

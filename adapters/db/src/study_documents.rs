use std::sync::LazyLock;

use crate::stored;
use application::ports::{OrderReference, StudyDocumentRepository, StudyFacts};
use application::AppError;
use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Integer, Nullable, Text};
use domain::curriculum::EduForm;
use domain::graduate::{DocumentKind, IssuedDocument};
use domain::ids::{InstitutionId, StudentId};
use domain::multilingual::MultilingualName;

use crate::errors::internal;
use crate::graduates::{DocumentRow, DOCUMENT_COLUMNS};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

#[derive(QueryableByName)]
struct FactsRow {
    #[diesel(sql_type = Text)]
    institution_uz: String,
    #[diesel(sql_type = Text)]
    institution_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    institution_ru: String,
    #[diesel(sql_type = Text)]
    institution_en: String,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Integer)]
    course: i32,
    #[diesel(sql_type = Text)]
    edu_form: String,
    #[diesel(sql_type = Text)]
    direction_code: String,
    #[diesel(sql_type = Text)]
    direction_uz: String,
    #[diesel(sql_type = Text)]
    direction_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    direction_ru: String,
    #[diesel(sql_type = Text)]
    direction_en: String,
    #[diesel(sql_type = Date)]
    enrolled_on: NaiveDate,
    #[diesel(sql_type = Nullable<Text>)]
    order_number: Option<String>,
    #[diesel(sql_type = Nullable<Date>)]
    order_date: Option<NaiveDate>,
}

#[derive(QueryableByName)]
struct NumberRow {
    #[diesel(sql_type = BigInt)]
    last_number: i64,
}

const FACTS: Statement = Statement::new(
    "study_documents.facts",
    &["int8"],
    "SELECT i.name_uz AS institution_uz, i.name_uz_cyrl AS institution_uz_cyrl, i.name_ru AS institution_ru, i.name_en AS institution_en, g.name AS group_name, \
     g.course, g.edu_form, d.code AS direction_code, d.name_uz AS direction_uz, d.name_uz_cyrl AS direction_uz_cyrl, d.name_ru AS direction_ru, \
     d.name_en AS direction_en, (s.created_at AT TIME ZONE 'Asia/Tashkent')::date AS enrolled_on, \
     a.number AS order_number, a.date AS order_date \
     FROM students s JOIN institutions i ON i.id = s.institution_id JOIN edu_groups g ON g.id = s.edu_group_id \
     JOIN edu_directions d ON d.id = g.edu_direction_id \
     LEFT JOIN LATERAL (SELECT o.number, o.date FROM order_items it JOIN orders o ON o.id = it.order_id \
     WHERE it.student_id = s.id AND o.kind = 'ADMISSION' AND o.state = 'APPLIED' \
     AND o.institution_id = s.institution_id \
     ORDER BY o.date DESC, o.id DESC LIMIT 1) a ON true \
     WHERE s.id = $1 AND s.deleted_at IS NULL",
);

const NEXT_NUMBER: Statement = Statement::new(
    "study_documents.next_number",
    &["int8", "text", "int4"],
    "INSERT INTO study_document_series (institution_id, kind, year, last_number) VALUES ($1, $2, $3, 1) \
     ON CONFLICT (institution_id, kind, year) DO UPDATE SET last_number = study_document_series.last_number + 1 \
     RETURNING last_number",
);

static ISSUED: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "study_documents.issued",
        &["int8"],
        format!(
            "SELECT {DOCUMENT_COLUMNS} FROM graduate_documents WHERE student_id = $1 AND kind IN ('TRANSCRIPT', 'REFERENCE') \
         ORDER BY id DESC LIMIT 200"
        ),
    )
});

impl StudyDocumentRepository for PgTransaction<'_> {
    fn facts(&mut self, student: StudentId) -> Result<Option<StudyFacts>, AppError> {
        let row: Option<FactsRow> = FACTS.query().bind::<BigInt, _>(student.get()).get_result(self.conn).optional().map_err(internal)?;
        row.map(|r| {
            Ok(StudyFacts {
                institution_name: MultilingualName::from_stored(
                    r.institution_uz,
                    r.institution_uz_cyrl,
                    r.institution_ru,
                    r.institution_en,
                ),
                group_name: r.group_name,
                course: r.course,
                edu_form: stored::code(EduForm::parse, &r.edu_form, "a group's form of study")?,
                direction_code: r.direction_code,
                direction_name: MultilingualName::from_stored(r.direction_uz, r.direction_uz_cyrl, r.direction_ru, r.direction_en),
                enrolled_on: r.enrolled_on,
                admission_order: r.order_number.zip(r.order_date).map(|(number, date)| OrderReference { number, date }),
            })
        })
        .transpose()
    }

    fn next_number(&mut self, institution: InstitutionId, kind: DocumentKind, year: i32) -> Result<i64, AppError> {
        let row: NumberRow = NEXT_NUMBER
            .query()
            .bind::<BigInt, _>(institution.get())
            .bind::<Text, _>(kind.code())
            .bind::<Integer, _>(year)
            .get_result(self.conn)
            .map_err(internal)?;
        Ok(row.last_number)
    }

    fn issued(&mut self, student: StudentId) -> Result<Vec<IssuedDocument>, AppError> {
        let rows: Vec<DocumentRow> = ISSUED.query().bind::<BigInt, _>(student.get()).load(self.conn).map_err(internal)?;
        rows.into_iter().map(DocumentRow::into_document).collect()
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![FACTS, NEXT_NUMBER, Statement::clone(&ISSUED)]
}

//! Groups: loaded and saved inside a unit of work, listed and read outside one.

use crate::stored;
use application::ports::{
    CurriculumFacts, GroupOrderField, GroupQueries, GroupQuery, GroupRepository, GroupView, Lock, Member, SemesterSubject,
};
use application::AppError;
use chrono::Utc;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::Bool;
use domain::actor::Scope;
use domain::curriculum::{CurriculumStatus, EduForm, EduLanguage, RatingType};
use domain::group::{Group, GroupDraft, GroupStatus};
use domain::ids::{CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::student::StudentStatus;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{
    citizens, curricula, curriculum_semester_subjects, edu_directions, edu_groups, edu_subgroup_students, edu_subgroups, edu_subjects,
    students,
};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{page_of_cards, Cards, Counter};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable, serde::Deserialize)]
#[diesel(table_name = edu_groups)]
struct GroupRow {
    id: i64,
    institution_id: i64,
    name: String,
    course: i32,
    current_semester: i32,
    number_of_students: i32,
    current_number_of_students: i32,
    opened_year: i32,
    curriculum_id: i64,
    edu_direction_id: i64,
    edu_form: String,
    edu_language: String,
    status: String,
    version: i32,
}

fn corrupt(what: &str) -> AppError {
    AppError::internal(format!("a stored group has an unknown {what}"))
}

impl TryFrom<GroupRow> for Group {
    type Error = AppError;

    fn try_from(row: GroupRow) -> Result<Group, AppError> {
        Ok(Group {
            id: GroupId::from_stored(row.id),
            institution_id: InstitutionId::from_stored(row.institution_id),
            details: GroupDraft {
                name: row.name,
                course: row.course,
                current_semester: row.current_semester,
                number_of_students: row.number_of_students,
                opened_year: row.opened_year,
                curriculum_id: CurriculumId::from_stored(row.curriculum_id),
                edu_direction_id: DirectionId::from_stored(row.edu_direction_id),
                edu_form: EduForm::parse(&row.edu_form).map_err(|_| corrupt("form of study"))?,
                edu_language: EduLanguage::parse(&row.edu_language).map_err(|_| corrupt("language"))?,
            },
            status: GroupStatus::parse(&row.status).map_err(|_| corrupt("status"))?,
            current_number_of_students: row.current_number_of_students,
            version: Version::new(row.version),
        })
    }
}

type Names = (String, String, String);

/// A group's line as `group_lines_in` answers it: the group and the names of what it refers to.
#[derive(serde::Deserialize)]
struct GroupLine {
    #[serde(flatten)]
    group: GroupRow,
    institution_name: Names,
    curriculum_name: String,
    rating_type: String,
    number_of_semesters: i32,
    direction_code: String,
    direction_name: Names,
    /// Added to the line after the three names: a line of an older function has none.
    #[serde(default)]
    institution_name_cyrl: String,
    #[serde(default)]
    direction_name_cyrl: String,
}

const GROUP_LINES: Cards = Cards { function: "group_lines_in" };

impl TryFrom<GroupLine> for GroupView {
    type Error = AppError;

    fn try_from(line: GroupLine) -> Result<GroupView, AppError> {
        let ((i_uz, i_ru, i_en), (d_uz, d_ru, d_en)) = (line.institution_name, line.direction_name);
        let (i_uz_cyrl, d_uz_cyrl) = (line.institution_name_cyrl, line.direction_name_cyrl);
        Ok(GroupView {
            group: Group::try_from(line.group)?,
            institution_name: MultilingualName::from_stored(i_uz, i_uz_cyrl, i_ru, i_en),
            curriculum_name: line.curriculum_name,
            rating_type: RatingType::parse(&line.rating_type).map_err(|_| corrupt("rating type"))?,
            number_of_semesters: line.number_of_semesters.clamp(1, 12) as u8,
            direction_code: line.direction_code,
            direction_name: MultilingualName::from_stored(d_uz, d_uz_cyrl, d_ru, d_en),
        })
    }
}

fn views(lines: Vec<GroupLine>) -> Result<Vec<GroupView>, AppError> {
    lines.into_iter().map(GroupView::try_from).collect()
}

const LINES_IN: Statement = Statement::new("groups.lines_in", &["int8[]"], "SELECT group_lines_in($1) AS lines");

/// The groups with these ids with the names of what they refer to, in the order of `ids`.
fn load_views(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<GroupView>, AppError> {
    #[derive(QueryableByName)]
    struct Lines {
        #[diesel(sql_type = diesel::sql_types::Text)]
        lines: String,
    }
    let found: Lines =
        LINES_IN.query().bind::<diesel::sql_types::Array<diesel::sql_types::BigInt>, _>(ids).get_result(conn).map_err(internal)?;
    views(serde_json::from_str(&found.lines).map_err(|e| AppError::internal(format!("a group's line is malformed: {e}")))?)
}

/// A group name taken in the institution (409).
#[derive(Debug, Clone, Copy)]
struct GroupNameTaken;

impl domain::language::Localized for GroupNameTaken {
    fn code(&self) -> &'static str {
        "duplicate"
    }

    fn message(&self, language: domain::language::Language) -> String {
        match language {
            domain::language::Language::Uz | domain::language::Language::UzCyrl => "Bu nomli guruh muassasada allaqachon bor".into(),
            domain::language::Language::Ru => "Группа с таким названием в учреждении уже есть".into(),
            domain::language::Language::En => "The institution already has a group of this name".into(),
        }
    }
}

fn write_error(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("edu_groups_name_key") => AppError::conflict(GroupNameTaken),
        _ => internal(error),
    }
}

impl GroupRepository for PgTransaction<'_> {
    fn find(&mut self, id: GroupId, lock: Lock) -> Result<Option<Group>, AppError> {
        let q =
            edu_groups::table.filter(edu_groups::id.eq(id.get())).filter(edu_groups::deleted_at.is_null()).select(GroupRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(Group::try_from).transpose()
    }

    fn insert(&mut self, institution: InstitutionId, draft: &GroupDraft) -> Result<Group, AppError> {
        let row: GroupRow = diesel::insert_into(edu_groups::table)
            .values((
                edu_groups::institution_id.eq(institution.get()),
                edu_groups::name.eq(&draft.name),
                edu_groups::course.eq(draft.course),
                edu_groups::current_semester.eq(draft.current_semester),
                edu_groups::number_of_students.eq(draft.number_of_students),
                edu_groups::opened_year.eq(draft.opened_year),
                edu_groups::curriculum_id.eq(draft.curriculum_id.get()),
                edu_groups::edu_direction_id.eq(draft.edu_direction_id.get()),
                edu_groups::edu_form.eq(draft.edu_form.code()),
                edu_groups::edu_language.eq(draft.edu_language.code()),
                edu_groups::status.eq(GroupStatus::Active.code()),
            ))
            .returning(GroupRow::as_returning())
            .get_result(self.conn)
            .map_err(write_error)?;
        Group::try_from(row)
    }

    fn save(&mut self, group: &Group) -> Result<Group, AppError> {
        let d = &group.details;
        let target = edu_groups::table
            .filter(edu_groups::id.eq(group.id.get()))
            .filter(edu_groups::version.eq(group.version.get()))
            .filter(edu_groups::deleted_at.is_null());
        let row: Option<GroupRow> = diesel::update(target)
            .set((
                edu_groups::name.eq(&d.name),
                edu_groups::course.eq(d.course),
                edu_groups::current_semester.eq(d.current_semester),
                edu_groups::number_of_students.eq(d.number_of_students),
                edu_groups::opened_year.eq(d.opened_year),
                edu_groups::curriculum_id.eq(d.curriculum_id.get()),
                edu_groups::edu_direction_id.eq(d.edu_direction_id.get()),
                edu_groups::edu_form.eq(d.edu_form.code()),
                edu_groups::edu_language.eq(d.edu_language.code()),
                edu_groups::status.eq(group.status.code()),
                edu_groups::version.eq(edu_groups::version + 1),
                edu_groups::updated_at.eq(Utc::now()),
            ))
            .returning(GroupRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(write_error)?;
        row.map(Group::try_from).transpose()?.ok_or(AppError::StaleVersion)
    }

    fn delete(&mut self, group: &Group) -> Result<(), AppError> {
        let target = edu_groups::table
            .filter(edu_groups::id.eq(group.id.get()))
            .filter(edu_groups::version.eq(group.version.get()))
            .filter(edu_groups::deleted_at.is_null());
        let changed = diesel::update(target)
            .set((edu_groups::deleted_at.eq(Utc::now()), edu_groups::version.eq(edu_groups::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)
    }

    fn view(&mut self, id: GroupId) -> Result<GroupView, AppError> {
        load_views(self.conn, &[id.get()])?.pop().ok_or(AppError::NotFound)
    }

    fn curriculum(&mut self, id: CurriculumId) -> Result<Option<CurriculumFacts>, AppError> {
        let row: Option<(i64, i64, String, String, i32)> = curricula::table
            .filter(curricula::id.eq(id.get()))
            .filter(curricula::deleted_at.is_null())
            .select((curricula::id, curricula::institution_id, curricula::status, curricula::rating_type, curricula::number_of_semesters))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        row.map(|(id, institution, status, rating_type, semesters)| {
            Ok(CurriculumFacts {
                id: CurriculumId::from_stored(id),
                institution_id: InstitutionId::from_stored(institution),
                status: stored::code(CurriculumStatus::parse, &status, "a curriculum's status")?,
                rating_type: stored::code(RatingType::parse, &rating_type, "a curriculum's rating type")?,
                number_of_semesters: semesters.clamp(1, 12) as u8,
            })
        })
        .transpose()
    }

    fn direction_exists(&mut self, id: DirectionId) -> Result<bool, AppError> {
        diesel::select(diesel::dsl::exists(edu_directions::table.find(id.get()))).get_result(self.conn).map_err(internal)
    }

    fn semester_subjects(&mut self, curriculum: CurriculumId, semester: i32) -> Result<Vec<SemesterSubject>, AppError> {
        let rows: Vec<(i64, String, String, String, String, String, i32)> = curriculum_semester_subjects::table
            .inner_join(edu_subjects::table)
            .filter(curriculum_semester_subjects::curriculum_id.eq(curriculum.get()))
            .filter(curriculum_semester_subjects::semester_number.eq(semester))
            .order(curriculum_semester_subjects::position)
            .select((
                edu_subjects::id,
                edu_subjects::code,
                edu_subjects::name_uz,
                edu_subjects::name_uz_cyrl,
                edu_subjects::name_ru,
                edu_subjects::name_en,
                curriculum_semester_subjects::study_hours,
            ))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(id, code, uz, uz_cyrl, ru, en, study_hours)| SemesterSubject {
                id: EduSubjectId::from_stored(id),
                code,
                name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
                study_hours,
            })
            .collect())
    }

    fn members(&mut self, group: GroupId) -> Result<Vec<Member>, AppError> {
        let rows: Vec<(i64, String, String, String, String, String)> = students::table
            .inner_join(citizens::table)
            .filter(students::edu_group_id.eq(group.get()))
            .filter(students::deleted_at.is_null())
            .order((citizens::last_name, citizens::first_name, citizens::middle_name, students::id))
            .select((
                students::id,
                citizens::last_name,
                citizens::first_name,
                citizens::middle_name,
                citizens::pinfl,
                students::student_status,
            ))
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter()
            .map(|(id, last, first, middle, pinfl, status)| {
                Ok(Member {
                    id: StudentId::from_stored(id),
                    fio: full_name(&last, &first, &middle),
                    pinfl,
                    status: stored::code(StudentStatus::parse, &status, "a student's status")?,
                })
            })
            .collect()
    }

    fn subgroups(&mut self, group: GroupId, subject: EduSubjectId) -> Result<Vec<(String, Vec<StudentId>)>, AppError> {
        let parts: Vec<(i64, String)> = edu_subgroups::table
            .filter(edu_subgroups::edu_group_id.eq(group.get()))
            .filter(edu_subgroups::edu_subject_id.eq(subject.get()))
            .order(edu_subgroups::position)
            .select((edu_subgroups::id, edu_subgroups::name))
            .load(self.conn)
            .map_err(internal)?;
        let ids: Vec<i64> = parts.iter().map(|(id, _)| *id).collect();
        let members: Vec<(i64, i64)> = edu_subgroup_students::table
            .inner_join(students::table)
            .filter(edu_subgroup_students::subgroup_id.eq_any(&ids))
            .filter(students::deleted_at.is_null())
            .order(edu_subgroup_students::student_id)
            .select((edu_subgroup_students::subgroup_id, edu_subgroup_students::student_id))
            .load(self.conn)
            .map_err(internal)?;
        Ok(parts
            .into_iter()
            .map(|(id, name)| {
                let students = members.iter().filter(|(part, _)| *part == id).map(|(_, s)| StudentId::from_stored(*s)).collect();
                (name, students)
            })
            .collect())
    }

    fn replace_subgroups(&mut self, group: GroupId, subject: EduSubjectId, parts: &[(String, Vec<StudentId>)]) -> Result<(), AppError> {
        diesel::delete(
            edu_subgroups::table
                .filter(edu_subgroups::edu_group_id.eq(group.get()))
                .filter(edu_subgroups::edu_subject_id.eq(subject.get())),
        )
        .execute(self.conn)
        .map_err(internal)?;
        for (position, (name, members)) in parts.iter().enumerate() {
            let id: i64 = diesel::insert_into(edu_subgroups::table)
                .values((
                    edu_subgroups::edu_group_id.eq(group.get()),
                    edu_subgroups::edu_subject_id.eq(subject.get()),
                    edu_subgroups::name.eq(name),
                    edu_subgroups::position.eq(position as i32),
                ))
                .returning(edu_subgroups::id)
                .get_result(self.conn)
                .map_err(internal)?;
            let rows: Vec<_> = members
                .iter()
                .map(|s| {
                    (
                        edu_subgroup_students::subgroup_id.eq(id),
                        edu_subgroup_students::edu_subject_id.eq(subject.get()),
                        edu_subgroup_students::student_id.eq(s.get()),
                    )
                })
                .collect();
            diesel::insert_into(edu_subgroup_students::table).values(&rows).execute(self.conn).map_err(internal)?;
        }
        Ok(())
    }
}

/// "Family Given Patronymic", as one text.
pub(crate) fn full_name(last: &str, first: &str, middle: &str) -> String {
    [last, first, middle].iter().filter(|p| !p.is_empty()).copied().collect::<Vec<_>>().join(" ")
}

fn matching(query: &GroupQuery) -> edu_groups::BoxedQuery<'_, diesel::pg::Pg> {
    let mut q = edu_groups::table.filter(edu_groups::deleted_at.is_null()).into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(edu_groups::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(edu_groups::institution_id.eq(id.get()));
    }
    if let Some(course) = query.course {
        q = q.filter(edu_groups::course.eq(course));
    }
    if let Some(status) = query.status {
        q = q.filter(edu_groups::status.eq(status.code()));
    }
    if let Some(curriculum) = query.curriculum_id {
        q = q.filter(edu_groups::curriculum_id.eq(curriculum.get()));
    }
    if let Some(direction) = query.edu_direction_id {
        q = q.filter(edu_groups::edu_direction_id.eq(direction.get()));
    }
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        q = q.filter(edu_groups::name.ilike(format!("%{}%", escape_like(search))));
    }
    q
}

/// The counter that answers the list's total, when its filters are only institution, status,
/// course and direction (a curriculum's groups are few, and counted).
fn counter(query: &GroupQuery) -> Option<Counter> {
    let plain = query.curriculum_id.is_none() && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("edu_group", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_tallied(query.edu_direction_id.map(|d| d.get()), query.course, None))
}

impl GroupQueries for PgStore {
    fn list(&self, query: &GroupQuery) -> Result<Page<GroupView>, AppError> {
        let mut conn = self.conn()?;
        let q = matching(query);
        let q = match (query.ordering.field, query.ordering.descending) {
            (GroupOrderField::Id, false) => q.order(edu_groups::id.asc()),
            (GroupOrderField::Id, true) => q.order(edu_groups::id.desc()),
            (GroupOrderField::Name, false) => q.order((edu_groups::name.asc(), edu_groups::id.asc())),
            (GroupOrderField::Name, true) => q.order((edu_groups::name.desc(), edu_groups::id.asc())),
            (GroupOrderField::Course, false) => q.order((edu_groups::course.asc(), edu_groups::name.asc(), edu_groups::id.asc())),
            (GroupOrderField::Course, true) => q.order((edu_groups::course.desc(), edu_groups::name.asc(), edu_groups::id.asc())),
            (GroupOrderField::OpenedYear, false) => q.order((edu_groups::opened_year.asc(), edu_groups::id.asc())),
            (GroupOrderField::OpenedYear, true) => q.order((edu_groups::opened_year.desc(), edu_groups::id.asc())),
        };
        let page = q.select(edu_groups::id).limit(query.page.limit()).offset(query.page.offset());
        let (lines, total) =
            page_of_cards::<GroupLine, _, _>(&mut conn, page, GROUP_LINES, counter(query), || matching(query).select(edu_groups::id))
                .map_err(internal)?;
        Ok(Page::new(views(lines)?, total))
    }

    fn find(&self, id: GroupId) -> Result<Option<GroupView>, AppError> {
        let mut conn = self.conn()?;
        let living: Option<i64> = edu_groups::table
            .filter(edu_groups::id.eq(id.get()))
            .filter(edu_groups::deleted_at.is_null())
            .select(edu_groups::id)
            .first(&mut conn)
            .optional()
            .map_err(internal)?;
        match living {
            Some(id) => Ok(load_views(&mut conn, &[id])?.pop()),
            None => Ok(None),
        }
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = GroupQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        course: None,
        status: None,
        curriculum_id: None,
        edu_direction_id: None,
        search: Some("x".into()),
        ordering: Ordering { field: GroupOrderField::Id, descending: false },
        page: PageRequest::largest(),
    };
    let filtered = Statement::rendered("groups.matching", matching(&query).select(edu_groups::id));
    vec![filtered, LINES_IN]
}
